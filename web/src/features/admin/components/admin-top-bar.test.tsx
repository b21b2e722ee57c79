import { render, screen } from "@testing-library/react";
import { AdminTopBar } from "@/features/admin/components/admin-top-bar";
import { signInAdmin } from "@/features/admin/testing/admin-token";

// jsdom applies no Tailwind. At a phone's width only the unprefixed utilities apply (no md:), so the test gives
// jsdom the one of them that takes text away from a screen reader: `hidden`, display none.
function atPhoneWidth() {
  const style = document.createElement("style");
  style.textContent = ".hidden { display: none; }";
  document.head.append(style);
  return () => style.remove();
}

describe("AdminTopBar", () => {
  it("tells a screen reader who is signed in on a small screen too, not just 'Signed in as'", () => {
    const restore = atPhoneWidth();
    try {
      signInAdmin();
      render(<AdminTopBar sidebarId="sidebar" sidebarOpen={false} onToggleSidebar={() => {}} />);
      const signedIn = screen.getByText("Signed in as").parentElement!;
      expect(signedIn).toHaveTextContent("Signed in as admin");
      // Display none removes text from the accessibility tree; sr-only keeps it there.
      expect(screen.getByText("admin", { exact: true })).toBeVisible();
      // The member's role, as the login answered it.
      expect(screen.getByText("Owner")).toBeVisible();
    } finally {
      restore();
    }
  });
});
