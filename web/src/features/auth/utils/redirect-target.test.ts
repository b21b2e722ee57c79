// @vitest-environment node
// No DOM needed: building jsdom costs seconds per file on the CI machine.
import { redirectTarget } from "@/features/auth/utils/redirect-target";

describe("redirectTarget", () => {
  it("defaults to the home page", () => {
    expect(redirectTarget(undefined)).toBe("/");
    expect(redirectTarget(null)).toBe("/");
    expect(redirectTarget({})).toBe("/");
  });

  it("returns to the page the guard came from, with its query and hash", () => {
    expect(redirectTarget({ from: { pathname: "/checkout", search: "?a=1", hash: "#top" } })).toBe("/checkout?a=1#top");
  });

  it("refuses paths that would leave the app or loop back to sign-in", () => {
    expect(redirectTarget({ from: { pathname: "//evil.example/x" } })).toBe("/");
    expect(redirectTarget({ from: { pathname: "https://evil.example" } })).toBe("/");
    expect(redirectTarget({ from: { pathname: "/login" } })).toBe("/");
    expect(redirectTarget({ from: { pathname: "/register" } })).toBe("/");
  });
});
