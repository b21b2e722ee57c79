/**
 * jsdom lays nothing out, so Swiper sees a carousel 0 px wide that is always at its end and never moves. Give
 * every element a width and answer media queries (no breakpoint matches: one slide per view) so the carousel's
 * navigation and its "near the end" signal behave as in a browser. Call at the top of a test file.
 */
export function layOutCarousels(width = 400) {
  beforeEach(() => {
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(width);
    vi.stubGlobal("matchMedia", (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
