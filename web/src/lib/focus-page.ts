/** How long a page that is still loading is waited for, to hand its heading the focus. */
const HEADING_WAIT_MS = 10_000;

function focusOn(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/**
 * Moves focus to the page's main heading: for content that replaced what had focus, such as a dialog closed over a
 * page that changed beneath it, which would otherwise leave focus on the document's body. A page still loading
 * has the main region meanwhile, and its heading once it shows, unless the user has moved focus since.
 */
export function focusMainContent(doc: Document = document) {
  const heading = () => doc.querySelector<HTMLElement>("main h1");
  const main = doc.querySelector<HTMLElement>("main");
  const found = heading();
  if (found || !main) {
    if (found) focusOn(found);
    return;
  }
  focusOn(main);
  const observer = new MutationObserver(() => {
    const shown = heading();
    if (!shown) return;
    stop();
    if (doc.activeElement === main || focusWasLost(doc)) focusOn(shown);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
}

/** Whether focus has been lost to the body: what had it left the page. */
export const focusWasLost = (doc: Document = document) => !doc.activeElement || doc.activeElement === doc.body;
