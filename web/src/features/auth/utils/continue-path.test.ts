import { continuePath } from "@/features/auth/utils/continue-path";

const STORE = "https://books.example.com";

describe("continuePath", () => {
  it("keeps a page of the store, with its query and fragment", () => {
    expect(continuePath(`${STORE}/account?tab=1#email`, STORE)).toBe("/account?tab=1#email");
    expect(continuePath("/orders", STORE)).toBe("/orders");
  });

  it("sends anything else home: another site, a protocol-relative address, a script, nothing", () => {
    expect(continuePath("https://evil.example/phish", STORE)).toBe("/");
    expect(continuePath("//evil.example/phish", STORE)).toBe("/");
    expect(continuePath("javascript:alert(1)", STORE)).toBe("/");
    expect(continuePath("http://books.example.com/account", STORE)).toBe("/");
    expect(continuePath(null, STORE)).toBe("/");
  });
});
