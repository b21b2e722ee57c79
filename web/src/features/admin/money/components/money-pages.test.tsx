import { scaled } from "@bookstore/testing/timeouts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeliveryZonesPage } from "@/features/admin/money/components/delivery-zones-page";
import { SettingsPage } from "@/features/admin/money/components/settings-page";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { fill } from "@/testing/fill";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
beforeEach(() => signInAdmin());

const settings = {
  shop: { name: "Chapter & Verse", address: "14 Milsom Street\nBath", taxId: "GB 1" },
  pricesIncludeTax: true,
  returnWindowDays: 30,
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const zone = {
  id: "home",
  name: "United Kingdom",
  countries: ["GB"],
  taxRate: 0.2,
  methods: [{ id: "standard", name: "Standard", price: 0, freeOver: null }],
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const refusal = (status: number, code: string, message: string, fields?: Record<string, string[]>) =>
  jsonResponse({ error: { code, message, fields } }, status);

describe("SettingsPage", { timeout: scaled(20_000) }, () => {
  it("saves with the version it loaded; a stale save says so and reloads what is stored", async () => {
    const sent: unknown[] = [];
    let stored = settings;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== "PUT") return jsonResponse(stored);
      sent.push(JSON.parse(String(init.body)));
      return refusal(409, "settings-changed", "The settings changed since you opened them.");
    });
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Shop name");
    expect(name).toHaveValue("Chapter & Verse");
    expect(screen.getByLabelText("Prices include tax")).toBeChecked();
    await user.clear(name);
    await fill(user, name, "Chapter and Verse");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("The settings changed since you opened them.")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      shop: { name: "Chapter and Verse", taxId: "GB 1" },
      pricesIncludeTax: true,
      returnWindowDays: 30,
      expectedUpdatedAt: "2026-01-01T00:00:00.000Z",
    });

    stored = {
      ...settings,
      shop: { ...settings.shop, name: "Someone else's name" },
      updatedAt: "2026-01-02T00:00:00.000Z",
    };
    await user.click(screen.getByRole("button", { name: "Reload the settings" }));
    await waitFor(() => expect(screen.getByLabelText("Shop name")).toHaveValue("Someone else's name"));
    expect(screen.queryByText("The settings changed since you opened them.")).not.toBeInTheDocument();
  });
});

describe("DeliveryZonesPage", { timeout: scaled(20_000) }, () => {
  it("lists the zones; a new zone's rate is sent as a fraction and a country in two zones is named on its field", async () => {
    const sent: Record<string, unknown>[] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method !== "POST") return jsonResponse([zone]);
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return refusal(400, "invalid-request", "Request is not valid", {
        countries: ["GB is already in the zone United Kingdom"],
      });
    });
    renderWithProviders(<DeliveryZonesPage />);
    const user = userEvent.setup();
    const listed = await screen.findByRole("listitem", { name: "United Kingdom" });
    expect(listed).toHaveTextContent("Tax 20%");
    expect(listed).toHaveTextContent("Standard: $0.00");

    await user.click(screen.getByRole("button", { name: "Add zone" }));
    const form = screen.getByRole("form", { name: "New zone" });
    await fill(user, within(form).getByLabelText("Zone name"), "Islands");
    await fill(user, within(form).getByLabelText(/^Countries/), "gb, je");
    await fill(user, within(form).getByLabelText("Tax rate (%)"), "7.5");
    await fill(user, within(form).getByLabelText("Method id"), "post");
    await fill(user, within(form).getByLabelText("Method name"), "Post");
    await fill(user, within(form).getByLabelText("Price ($)"), "3.2");
    await user.click(within(form).getByRole("button", { name: "Add zone" }));

    expect(await within(form).findByText("GB is already in the zone United Kingdom")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Countries/)).toHaveAttribute("aria-invalid", "true");
    expect(sent[0]).toEqual({
      name: "Islands",
      countries: ["gb", "je"],
      taxRate: 0.075,
      methods: [{ id: "post", name: "Post", price: 3.2, freeOver: null }],
    });
  });
});
