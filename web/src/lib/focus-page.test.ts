import { focusMainContent, focusWasLost } from "@/lib/focus-page";

afterEach(() => document.body.replaceChildren());

describe("focusMainContent", () => {
  it("focuses the page's main heading, made focusable", () => {
    document.body.innerHTML = "<main><h1>Your Orders</h1></main>";
    focusMainContent();
    const heading = document.querySelector("h1")!;
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("holds focus on the main region while the page loads, then hands it to the heading once it shows", async () => {
    document.body.innerHTML = "<main><p>Loading...</p></main>";
    expect(focusWasLost()).toBe(true);
    focusMainContent();
    const main = document.querySelector("main")!;
    expect(main).toHaveFocus();
    main.innerHTML = "<h1>Your Orders</h1>";
    await vi.waitFor(() => expect(document.querySelector("h1")).toHaveFocus());
  });

  it("leaves focus where the user moved it before the heading showed", async () => {
    document.body.innerHTML = "<main><p>Loading...</p></main><button>Menu</button>";
    focusMainContent();
    document.querySelector("button")!.focus();
    document.querySelector("main")!.innerHTML = "<h1>Your Orders</h1>";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("button")).toHaveFocus();
  });
});
