// The owner's view of the outbox: GET /api/admin/mail and POST /api/admin/mail/:id/retry, admin only, in the
// contract's shapes. How mail is sent, retried and shown once it fails: reliability/mail-outbox.test.ts.
import type { MailPage } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "@bookstore/testing/accounts";
import { api, apiOk } from "@bookstore/testing/api";
import { uniqueRecipient, waitForMail } from "@bookstore/testing/maildev";
import { expectApiError } from "../support/api-errors";
import { queueTestMail, uniqueMailId, waitForDelivery } from "@bookstore/testing/outbox";

let token: string;
const sent = { id: uniqueMailId("listed"), to: uniqueRecipient("listed") };
beforeAll(async () => {
  token = await adminToken();
  await queueTestMail(sent.id, sent.to, { subject: "Listed in the outbox" });
  await waitForMail(sent.to);
  await waitForDelivery(sent.id, (d) => d.state === "SUCCESS");
});

describe("GET /api/admin/mail", () => {
  it("lists the outbox newest first with counts by state, filtered and paged", async () => {
    const all = await apiOk<MailPage>("/api/admin/mail", { token });
    // Other files queue mail meanwhile: this file's mail is on the first page, or on one after it.
    let listed = all.mails.find((mail) => mail.id === sent.id);
    for (let page = all; !listed && page.nextCursor;) {
      page = await apiOk<MailPage>(`/api/admin/mail?limit=100&cursor=${page.nextCursor}`, { token });
      listed = page.mails.find((mail) => mail.id === sent.id);
    }
    expect(listed).toEqual({
      id: sent.id,
      to: sent.to,
      subject: "Listed in the outbox",
      state: "SUCCESS",
      attempts: 1,
      error: null,
      createdAt: expect.any(String),
    });
    expect(all.counts.SUCCESS).toBeGreaterThanOrEqual(1);
    const times = all.mails.map((mail) => mail.createdAt ?? "");
    expect(times).toEqual([...times].sort().reverse());

    const sentOnly = await apiOk<MailPage>("/api/admin/mail?state=SUCCESS&limit=1", { token });
    expect(sentOnly.mails).toHaveLength(1);
    expect(sentOnly.mails[0]!.state).toBe("SUCCESS");
    expect(Object.keys(sentOnly.counts).sort()).toEqual([
      "ERROR",
      "PENDING",
      "PROCESSING",
      "RETRY",
      "SKIPPED",
      "SUCCESS",
    ]);
    if (sentOnly.nextCursor) {
      const next = await apiOk<MailPage>(`/api/admin/mail?state=SUCCESS&limit=1&cursor=${sentOnly.nextCursor}`, {
        token,
      });
      expect(next.mails[0]?.id).not.toBe(sentOnly.mails[0]!.id);
    }
  });

  it("is the admin's alone, and refuses an unknown state or cursor with 400", async () => {
    expectApiError(await api("/api/admin/mail"), 401);
    expectApiError(await api("/api/admin/mail?state=LOST", { token }), 400);
    expectApiError(await api("/api/admin/mail?cursor=not-a-cursor", { token }), 400);
  });
});

describe("POST /api/admin/mail/:id/retry", () => {
  it("refuses a mail that has not failed (409), an unknown one (404), a bad id (400) and anyone but the admin", async () => {
    expectApiError(await api(`/api/admin/mail/${sent.id}/retry`, { method: "POST", token }), 409);
    expectApiError(await api(`/api/admin/mail/${uniqueMailId("none")}/retry`, { method: "POST", token }), 404);
    expectApiError(await api("/api/admin/mail/__x__/retry", { method: "POST", token }), 400);
    expectApiError(await api(`/api/admin/mail/${sent.id}/retry`, { method: "POST" }), 401);
  });
});
