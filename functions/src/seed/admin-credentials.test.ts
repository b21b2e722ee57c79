import { describe, expect, it } from "vitest";
import { adminCredentials } from "./admin-credentials";

const demo = { id: "demo-bookstore", demo: true };
const real = { id: "my-bookshop", demo: false };

describe("adminCredentials", () => {
  it("defaults to admin / admin123 in a demo- project", () => {
    expect(adminCredentials({}, demo)).toEqual({ username: "admin", password: "admin123" });
  });

  it("takes ADMIN_USERNAME and ADMIN_PASSWORD over the default, each on its own", () => {
    expect(adminCredentials({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "s3cret-pass" }, demo)).toEqual({
      username: "owner",
      password: "s3cret-pass",
    });
    expect(adminCredentials({ ADMIN_PASSWORD: "s3cret-pass" }, demo)).toEqual({
      username: "admin",
      password: "s3cret-pass",
    });
    expect(adminCredentials({ ADMIN_USERNAME: "" }, demo)).toEqual({ username: "admin", password: "admin123" });
  });

  it("has no default outside demo- projects: both variables are required", () => {
    expect(() => adminCredentials({}, real)).toThrow(
      "Project my-bookshop is not a demo- project: set ADMIN_USERNAME and ADMIN_PASSWORD",
    );
    expect(() => adminCredentials({ ADMIN_USERNAME: "owner" }, real)).toThrow(/ADMIN_PASSWORD/);
    expect(() => adminCredentials({ ADMIN_PASSWORD: "s3cret-pass" }, real)).toThrow(/ADMIN_USERNAME/);
    expect(adminCredentials({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "s3cret-pass" }, real)).toEqual({
      username: "owner",
      password: "s3cret-pass",
    });
  });
});
