// Safari has no requestIdleCallback: there, a timeout stands in for "after the current work".
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 50);
  return () => clearTimeout(timer);
}

/**
 * Runs `callback` when the browser is first idle after the page's load event: for work the first screen does not
 * need. Returns a cancel function (for an effect's clean-up).
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  if (document.readyState === "complete") return whenIdle(callback);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    cancelIdle();
  };
}
