import { lazy, type ComponentType } from "react";

/** A route module, loaded when its route is first drawn. Route modules export `Component`. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}
