import type { ReactNode } from "react";

// The look of the shop's mail: the storefront's colours in inline styles and a single-column table, the markup
// mail clients still render alike. React escapes every value it draws, so a title is always text.

const COLORS = { ink: "#0d0842", accent: "#ffce1a", action: "#4f46e5", muted: "#4b5563", page: "#f3f3f3" };
const FONT = "Montserrat, Helvetica, Arial, sans-serif";

export interface MailLayoutProps {
  storeName: string;
  heading: string;
  /** Why the reader gets this mail, under the content. */
  footer?: ReactNode;
  children: ReactNode;
}

export function MailLayout({ storeName, heading, footer, children }: MailLayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{heading}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: COLORS.page, fontFamily: FONT, color: COLORS.ink }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: COLORS.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: "#ffffff", borderRadius: 8 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ background: COLORS.accent, padding: "16px 24px", borderRadius: "8px 8px 0 0" }}>
                        <strong style={{ fontSize: 18 }}>{storeName}</strong>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 15, lineHeight: 1.5 }}>
                        <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>{heading}</h1>
                        {children}
                      </td>
                    </tr>
                    {footer ? (
                      <tr>
                        <td style={{ padding: "16px 24px", fontSize: 12, color: COLORS.muted }}>{footer}</td>
                      </tr>
                    ) : null}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A call to action: a link drawn as a button. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: "inline-block",
        background: COLORS.action,
        color: "#ffffff",
        padding: "10px 18px",
        borderRadius: 6,
        textDecoration: "none",
        fontWeight: 600,
      }}
    >
      {children}
    </a>
  );
}
