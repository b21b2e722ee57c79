import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterLinkPage } from "@/features/newsletter/components/newsletter-link-page";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
const TOKEN = "a".repeat(43);
const link = `email=ada%40example.com&token=${TOKEN}`;

describe("NewsletterLinkPage", () => {
  it("sends nothing when opened; its button confirms the link's address and token", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ confirmed: true }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterLinkPage purpose="confirm" />, { url: `/newsletter/confirm?${link}` });
    expect(screen.getByRole("heading", { name: "Confirm your subscription" })).toBeInTheDocument();
    expect(screen.getByText("Confirm that ada@example.com should receive the Book Store newsletter.")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Confirm subscription" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your subscription is confirmed.");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(["/api/newsletter/confirm", "POST"]);
    expect(JSON.parse(String(init?.body))).toEqual({ email: "ada@example.com", token: TOKEN });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("unsubscribes by posting to the one-click address, and shows the server's refusal", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: "invalid-token", message: "This link is not valid." } }, 403),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsletterLinkPage purpose="unsubscribe" />, { url: `/newsletter/unsubscribe?${link}` });
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid.");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual([`/api/newsletter/unsubscribe?${link}`, "POST"]);
  });

  it("says a link cut short is not complete, with no button", () => {
    renderWithProviders(<NewsletterLinkPage purpose="confirm" />, {
      url: "/newsletter/confirm?email=ada%40example.com",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("This link is not complete.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
