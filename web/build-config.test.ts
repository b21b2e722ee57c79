import { missingProductionConfig, robotsTxt, siteUrl } from "./build-config";

const SITE = { VITE_SITE_URL: "https://books.example.com" };

describe("missingProductionConfig", () => {
  it("refuses a production build without a project id, or with a demo one", () => {
    expect(missingProductionConfig("production", SITE)).toMatch(/VITE_FIREBASE_PROJECT_ID is not set/);
    expect(missingProductionConfig("production", { ...SITE, VITE_FIREBASE_PROJECT_ID: " " })).toMatch(/not set/);
    expect(missingProductionConfig("production", { ...SITE, VITE_FIREBASE_PROJECT_ID: "demo-bookstore" })).toMatch(
      /demo project/,
    );
  });

  it("accepts a production build for a real project and an emulator build for a demo one", () => {
    expect(missingProductionConfig("production", { ...SITE, VITE_FIREBASE_PROJECT_ID: "my-shop" })).toBeUndefined();
    expect(
      missingProductionConfig("emulator", {
        VITE_FIREBASE_PROJECT_ID: "demo-bookstore",
        VITE_SITE_URL: "http://127.0.0.1:5000",
      }),
    ).toBeUndefined();
    expect(missingProductionConfig("emulator", { ...SITE, VITE_FIREBASE_PROJECT_ID: "my-shop" })).toMatch(/demo-/);
  });

  it("refuses a build that does not say where the store is served", () => {
    expect(missingProductionConfig("production", { VITE_FIREBASE_PROJECT_ID: "my-shop" })).toMatch(/VITE_SITE_URL/);
    expect(
      missingProductionConfig("emulator", {
        VITE_FIREBASE_PROJECT_ID: "demo-bookstore",
        VITE_SITE_URL: "books.example.com",
      }),
    ).toMatch(/VITE_SITE_URL/);
  });
});

describe("siteUrl", () => {
  it("takes an http(s) origin, with or without a final slash", () => {
    expect(siteUrl(SITE)).toBe("https://books.example.com");
    expect(siteUrl({ VITE_SITE_URL: " https://books.example.com/ " })).toBe("https://books.example.com");
    expect(siteUrl({ VITE_SITE_URL: "http://127.0.0.1:5000" })).toBe("http://127.0.0.1:5000");
  });

  it.each(["", "books.example.com", "ftp://books.example.com", "https://books.example.com/shop", "https://x.com?a"])(
    "refuses %j",
    (value) => {
      expect(siteUrl({ VITE_SITE_URL: value })).toBeUndefined();
    },
  );
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the admin and shopper pages and names the sitemap's absolute address", () => {
    expect(robotsTxt("https://books.example.com")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /admin",
        "Disallow: /cart",
        "Disallow: /checkout",
        "Disallow: /orders",
        "Disallow: /user-dashboard",
        "",
        "Sitemap: https://books.example.com/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
