import { act, render, screen } from "@testing-library/react";

const idle = vi.hoisted(() => ({ callbacks: [] as (() => void)[] }));
vi.mock("@/lib/idle", () => ({
  whenIdleAfterLoad: (callback: () => void) => {
    idle.callbacks.push(callback);
    return () => {};
  },
}));

// The hook remembers, for the page's life, that the moment has come: each test starts with a fresh module.
async function loadHook() {
  vi.resetModules();
  idle.callbacks = [];
  return (await import("@/hooks/use-idle-after-load")).useIdleAfterLoad;
}

describe("useIdleAfterLoad", () => {
  it("is false until the browser is idle after the load, then true for every component waiting, at once", async () => {
    const useIdleAfterLoad = await loadHook();
    const Part = ({ name }: { name: string }) => <p>{`${name}: ${useIdleAfterLoad() ? "shown" : "waiting"}`}</p>;
    render(
      <>
        <Part name="footer" />
        <Part name="suggestions" />
      </>,
    );
    expect(screen.getByText("footer: waiting")).toBeInTheDocument();
    expect(screen.getByText("suggestions: waiting")).toBeInTheDocument();
    // One idle callback serves both.
    expect(idle.callbacks).toHaveLength(1);

    act(() => idle.callbacks[0]!());
    expect(screen.getByText("footer: shown")).toBeInTheDocument();
    expect(screen.getByText("suggestions: shown")).toBeInTheDocument();
  });

  it("is true from the first render once the moment has passed", async () => {
    const useIdleAfterLoad = await loadHook();
    const Part = () => <p>{useIdleAfterLoad() ? "shown" : "waiting"}</p>;
    const first = render(<Part />);
    act(() => idle.callbacks[0]!());
    first.unmount();

    render(<Part />);
    expect(screen.getByText("shown")).toBeInTheDocument();
    expect(idle.callbacks).toHaveLength(1);
  });
});
