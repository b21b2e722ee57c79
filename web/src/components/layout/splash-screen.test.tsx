import { act, render, screen } from "@testing-library/react";
import { SPLASH_DURATION_MS, SplashScreen } from "@/components/layout/splash-screen";

describe("SplashScreen", () => {
  it("covers the page for 2000 ms over content that is already rendered, then only once per page load", () => {
    vi.useFakeTimers();
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
    vi.useRealTimers();
  });
});
