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

  it.each([
    `${STORE}//evil.example/pwn`,
    `${STORE}/.//evil.example/pwn`,
    `${STORE}/\\evil.example/pwn`,
    `${STORE}/\\/evil.example/pwn`,
    `${STORE}/\\\\evil.example/pwn`,
    `${STORE}/%2e//evil.example/pwn`,
    "/.//evil.example/pwn",
    "/\\/evil.example/pwn",
    "///evil.example/pwn",
  ])("never leaves a path another host could be read from: %s", (continueUrl) => {
    const path = continuePath(continueUrl, STORE);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, STORE).origin).toBe(STORE);
  });

  it("keeps the rest of a store path whose leading slashes were doubled", () => {
    expect(continuePath(`${STORE}//account?tab=1#email`, STORE)).toBe("/account?tab=1#email");
  });
});
