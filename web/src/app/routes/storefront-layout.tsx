import { Outlet } from "react-router-dom";

// TODO(owner of this route): placeholder until the page is built.
export function Component() {
  return <Outlet />;
}
