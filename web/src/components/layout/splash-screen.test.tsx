import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, render, screen } from "@testing-library/react";

// A fresh module for each test stands for a new page load; a fresh tab starts with an empty sessionStorage.
async function loadSplashScreen() {
  vi.resetModules();
  return import("@/components/layout/splash-screen");
}

/** As if index.html's spinner was first painted at `firstPaintAt` and the app starts at `now` (ms). */
function pageFirstPaintedAt(firstPaintAt: number, now: number) {
  vi.spyOn(performance, "now").mockReturnValue(now);
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-paint"
      ? [{ name, entryType: "paint", startTime: firstPaintAt, duration: 0 } as PerformanceEntry]
      : [],
  );
}

describe("SplashScreen", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("covers the page for 2000 ms over content that is already rendered, then only once per page load", async () => {
    const { SPLASH_DURATION_MS, SplashScreen } = await loadSplashScreen();
    const { unmount } = render(
      <>
        <SplashScreen />
        <p>page content</p>
      </>,
    );
    expect(screen.getByRole("status", { name: "Loading the store" })).toBeInTheDocument();
    expect(screen.getByText("page content")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(SPLASH_DURATION_MS - 1));
    expect(screen.getByTestId("splash-screen")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("splash-screen")).not.toBeInTheDocument();

    unmount();
    render(<SplashScreen />);
    expect(screen.queryByTestId("splash-screen")).not.toBeInTheDocument();
  });

  it("shows once per tab: a reload in the same tab goes straight to the page, a new tab shows it again", async () => {
    const firstLoad = await loadSplashScreen();
    const { unmount } = render(<firstLoad.SplashScreen />);
    act(() => vi.advanceTimersByTime(firstLoad.SPLASH_DURATION_MS));
    unmount();

    const reload = await loadSplashScreen();
    const again = render(<reload.SplashScreen />);
    expect(screen.queryByTestId("splash-screen")).not.toBeInTheDocument();
    again.unmount();

    sessionStorage.clear();
    const newTab = await loadSplashScreen();
    render(<newTab.SplashScreen />);
    expect(screen.getByTestId("splash-screen")).toBeInTheDocument();
  });

  it("counts the 2000 ms from the page's first paint, when index.html already showed the spinner", async () => {
    const { SplashScreen } = await loadSplashScreen();
    pageFirstPaintedAt(150, 1_350); // the scripts took 1.2 s to arrive and run
    render(<SplashScreen />);

    act(() => vi.advanceTimersByTime(799));
    expect(screen.getByTestId("splash-screen")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("splash-screen")).not.toBeInTheDocument();
  });

  it("does not add a second wait when the scripts took longer than 2000 ms", async () => {
    const { SplashScreen } = await loadSplashScreen();
    pageFirstPaintedAt(150, 2_400);
    render(<SplashScreen />);
    expect(screen.queryByTestId("splash-screen")).not.toBeInTheDocument();
  });

  it("draws exactly what index.html draws before the scripts run, so the hand-over does not flicker", async () => {
    const { SplashScreen } = await loadSplashScreen();
    const indexHtml = readFileSync(resolve(import.meta.dirname, "../../../index.html"), "utf8");
    const staticSplash = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1];
    const { container } = render(<SplashScreen />);
    expect(staticSplash).toBe(container.innerHTML);
  });
});
