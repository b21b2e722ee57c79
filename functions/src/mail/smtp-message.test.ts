import { describe, expect, it } from "vitest";
import { smtpMessage, UnsendableMail } from "./smtp-message";

const message = { subject: "Your order", text: "Hello", html: "<p>Hello</p>" };

describe("the message handed to SMTP", () => {
  it("carries the mail's parts, the shop as sender and one Message-ID for every attempt", () => {
    expect(
      smtpMessage("order-1-placed", { to: "ada@example.com", message }, "Shop <shop@shop.example>", "shop.example"),
    ).toEqual({
      messageId: "<order-1-placed@shop.example>",
      from: "Shop <shop@shop.example>",
      to: "ada@example.com",
      subject: "Your order",
      text: "Hello",
      html: "<p>Hello</p>",
      headers: {},
      attachments: [],
    });
  });

  it("carries only attachments whose bytes the mail holds, never a path or a URL to read", () => {
    const pdf = { filename: "invoice INV-2026-000001.pdf", contentType: "application/pdf", content: "JVBERi0=" };
    const built = smtpMessage(
      "m",
      {
        to: "ada@example.com",
        message: {
          ...message,
          attachments: [
            { ...pdf, encoding: "base64" },
            { filename: "passwd", path: "/etc/passwd" },
            { filename: "x", href: "http://169.254.169.254/" },
            { filename: "not\r\nbase64", content: "<script>" },
          ] as never,
        },
      },
      "shop@shop.example",
      "shop.example",
    );
    expect(built.attachments).toEqual([{ ...pdf, encoding: "base64" }]);
  });

  it("keeps CR and LF out of the subject and every header, and drops headers that would redirect the mail", () => {
    const built = smtpMessage(
      "m",
      {
        to: "ada@example.com",
        message: { ...message, subject: "Hi\r\nBcc: eve@example.com" },
        headers: {
          "List-Unsubscribe": "<https://shop.example/u>\r\nBcc: eve@example.com",
          Bcc: "eve@example.com",
          "X-A\r\nBcc": "1",
          "reply-to": "eve@example.com",
        },
      },
      "shop@shop.example",
      "shop.example",
    );
    expect(built.subject).toBe("Hi Bcc: eve@example.com");
    expect(built.headers).toEqual({ "List-Unsubscribe": "<https://shop.example/u> Bcc: eve@example.com" });
  });

  it("refuses anything but one plain address as the recipient", () => {
    for (const to of [
      "ada@example.com\r\nBcc: eve@example.com",
      "ada@example.com, eve@example.com",
      "Ada <ada@example.com>",
      "",
      "ada",
      undefined,
    ]) {
      expect(() => smtpMessage("m", { to, message }, "shop@shop.example", "shop.example"), String(to)).toThrow(
        UnsendableMail,
      );
    }
  });
});
