import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterForm } from "@/components/layout/newsletter-form";
import { fill } from "@/testing/fill";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();

describe("NewsletterForm", () => {
  it("sends the address and thanks the shopper", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ accepted: true }, 202));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await fill(user, screen.getByLabelText("Email for the newsletter"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you! Check your inbox");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/newsletter/");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "ada@example.com" });
  });

  it("shows the server's reason next to the field when the address is refused", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: "invalid-request",
            message: "x",
            fields: { email: ["Enter an email address such as name@example.com"] },
          },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await fill(user, screen.getByLabelText("Email for the newsletter"), "ada@example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter an email address such as name@example.com");
    expect(screen.getByLabelText("Email for the newsletter")).toHaveAttribute("aria-invalid", "true");
  });
});
