import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterForm } from "@/components/layout/newsletter-form";
import { Banner } from "@/features/home/components/banner";
import { fill } from "@/testing/fill";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();

describe("Banner's Subscribe", () => {
  it("brings the shopper to the newsletter's email field, and after signing up to the thank-you", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ accepted: true }, 202));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Banner />
        <footer>
          <NewsletterForm />
        </footer>
      </>,
    );
    const banner = screen.getByRole("region", { name: "New Releases This Week" });
    const bannerSubscribe = within(banner).getByRole("button", { name: "Subscribe" });

    await user.click(bannerSubscribe);
    const field = screen.getByLabelText("Email for the newsletter");
    expect(field).toHaveFocus();

    await fill(user, field, "ada@example.com");
    await user.click(
      within(screen.getByRole("form", { name: "Newsletter" })).getByRole("button", { name: "Subscribe" }),
    );
    const thanks = await screen.findByRole("status");
    expect(thanks).toHaveTextContent("Thank you! Check your inbox");

    await user.click(bannerSubscribe);
    expect(thanks).toHaveFocus();
  });
});
