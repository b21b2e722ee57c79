import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { renderWithProviders } from "@/testing/render";

let failing = true;
function Page({ error }: { error: Error }) {
  if (failing) throw error;
  return <p>The page</p>;
}

beforeEach(() => {
  failing = true;
  // React reports a caught render error on the console; the boundary is what is under test.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("PageErrorBoundary", () => {
  it("turns a page's render error into a message with a way to try again", async () => {
    renderWithProviders(
      <PageErrorBoundary>
        <Page error={new TypeError("Cannot read properties of undefined")} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This page ran into a problem");
    expect(screen.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/");
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("The page")).toBeInTheDocument();
  });

  it("offers a reload when a page's code could not be fetched (a chunk gone after a redeploy)", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderWithProviders(
      <PageErrorBoundary>
        <Page error={new TypeError("Failed to fetch dynamically imported module: /assets/about-x1.js")} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "This page could not be loaded" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
