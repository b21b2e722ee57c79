import { act, render, screen } from "@testing-library/react";
import {
  destroyIntersectionMocking,
  intersectionMockInstance,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { useBuildWhenNeeded } from "@/hooks/use-build-when-needed";

function Widget() {
  const { ref, build } = useBuildWhenNeeded(400);
  return build ? <p>built</p> : <div ref={ref} data-testid="placeholder" />;
}

describe("useBuildWhenNeeded", () => {
  beforeEach(() => {
    setupIntersectionMocking(vi.fn);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    destroyIntersectionMocking();
  });

  it("waits while the placeholder is far from the screen and the browser is busy", () => {
    render(<Widget />);
    mockAllIsIntersecting(false);
    expect(screen.getByTestId("placeholder")).toBeInTheDocument();
    expect(screen.queryByText("built")).not.toBeInTheDocument();
  });

  it("builds as soon as the placeholder comes within the margin of the screen", () => {
    render(<Widget />);
    const observer = intersectionMockInstance(screen.getByTestId("placeholder"));
    expect(observer.rootMargin).toBe("0px 0px 400px 0px");
    mockAllIsIntersecting(true);
    expect(screen.getByText("built")).toBeInTheDocument();
  });

  it("builds a widget nobody scrolls to once the browser is idle", () => {
    render(<Widget />);
    mockAllIsIntersecting(false);
    act(() => void vi.runAllTimers());
    expect(screen.getByText("built")).toBeInTheDocument();
  });
});
