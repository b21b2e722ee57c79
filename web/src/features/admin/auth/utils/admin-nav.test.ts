import { landingPathFor, navItemsFor } from "@/features/admin/auth/utils/admin-nav";
import { waitText } from "@/features/admin/auth/utils/wait-text";

const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((item) => item.label);

describe("the dashboard's navigation by role", () => {
  it("gives the owner every page, and opens on the sales figures", () => {
    expect(labels("owner")).toEqual([
      "Dashboard",
      "Add Book",
      "Documents",
      "Orders",
      "Returns",
      "Reviews",
      "Staff",
      "Activity",
      "Mail",
      "Settings",
      "Delivery",
      "Discounts",
    ]);
    expect(landingPathFor("owner")).toBe("/dashboard");
  });

  it("gives the catalogue keeper the books and the reviews, and opens on Manage Books", () => {
    expect(labels("catalog")).toEqual(["Add Book", "Documents", "Reviews"]);
    expect(landingPathFor("catalog")).toBe("/dashboard/manage-books");
  });

  it("gives fulfilment the order desk, the returns and the books to read, and opens on the order desk", () => {
    expect(labels("fulfilment")).toEqual(["Documents", "Orders", "Returns"]);
    expect(landingPathFor("fulfilment")).toBe("/dashboard/orders");
  });

  it("shows the sales figures, the staff, the log and the mail to the owner alone", () => {
    for (const role of ["catalog", "fulfilment"] as const) {
      expect(labels(role)).not.toContain("Dashboard");
      expect(labels(role)).not.toContain("Staff");
      expect(labels(role)).not.toContain("Activity");
      expect(labels(role)).not.toContain("Mail");
      expect(labels(role)).not.toContain("Settings");
      expect(labels(role)).not.toContain("Discounts");
    }
  });
});

describe("waitText", () => {
  it("says seconds under a minute and whole minutes, rounded up, above", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(42)).toBe("42 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });
});
