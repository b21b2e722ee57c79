import { missingProductionConfig } from "./build-config";

describe("missingProductionConfig", () => {
  it("refuses a production build without a project id, or with a demo one", () => {
    expect(missingProductionConfig("production", {})).toMatch(/VITE_FIREBASE_PROJECT_ID is not set/);
    expect(missingProductionConfig("production", { VITE_FIREBASE_PROJECT_ID: " " })).toMatch(/not set/);
    expect(missingProductionConfig("production", { VITE_FIREBASE_PROJECT_ID: "demo-bookstore" })).toMatch(
      /demo project/,
    );
  });

  it("accepts a production build for a real project and an emulator build for a demo one", () => {
    expect(missingProductionConfig("production", { VITE_FIREBASE_PROJECT_ID: "my-shop" })).toBeUndefined();
    expect(missingProductionConfig("emulator", { VITE_FIREBASE_PROJECT_ID: "demo-bookstore" })).toBeUndefined();
    expect(missingProductionConfig("emulator", { VITE_FIREBASE_PROJECT_ID: "my-shop" })).toMatch(/demo-/);
  });
});
