import { useDeferredValue, useEffect, useState } from "react";
import { useInView } from "react-intersection-observer";

// Safari has no requestIdleCallback: there, a timeout stands in for "after the current work".
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 50);
  return () => clearTimeout(timer);
};

/**
 * For widgets that are costly to build (a Swiper measures and lays out the page: 10–15 ms of main thread each
 * on this machine, 4 times that on a mid-range phone): `build` turns true as soon as the element placed with
 * `ref` comes within `marginPx` of the screen, or else when the browser is next idle. So each widget is built
 * in a task of its own instead of all of them inside the page's first render, and a widget below the fold is
 * still built without waiting for a scroll (keyboard and screen-reader users reach it without scrolling).
 * Where there is no IntersectionObserver (jsdom), everything is near.
 */
export function useBuildWhenNeeded(marginPx = 200) {
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: `0px 0px ${marginPx}px 0px`,
    fallbackInView: true,
  });
  const [idle, setIdle] = useState(false);
  useEffect(() => (inView ? undefined : whenIdle(() => setIdle(true))), [inView]);
  // Deferred: the widget's first render is a transition, which React slices into short tasks; only its commit
  // (the DOM insertion and the widget's own set-up) runs in one piece.
  const build = useDeferredValue(inView || idle);
  return { ref, build };
}
