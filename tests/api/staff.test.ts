import type { ActivityEntry, ActivityPage, AdminSession, Book, StaffRole, StaffSetupLink } from "@bookstore/schema";
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission } from "@bookstore/schema";
import openapi from "@bookstore/schema/openapi.json";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type ApiResponse } from "@bookstore/testing/api";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { placeOrder } from "@bookstore/testing/orders";
import { startImport, waitForImport } from "@bookstore/testing/book-imports";
import { toCsv } from "@bookstore/testing/books-csv";
import { createBook, uniqueTitle } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";

// Staff accounts, roles on every admin route, set-up links, revocation on the next request and the activity log
// (docs/decisions/020-staff-roles-and-activity.md). Members are made here through the API, with names of their
// own, so nothing below changes the seeded accounts other files sign in with.

const PASSWORD = "a long enough password";
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
const signIn = (username: string, password = PASSWORD) =>
  api<AdminSession & { error: { code: string } }>("/api/auth/admin", { method: "POST", body: { username, password } });
const tokenOf = (setupUrl: string) => new URL(setupUrl, "http://shop").searchParams.get("token")!;
const setUp = (token: string, password = PASSWORD) =>
  api("/api/auth/admin/setup", { method: "POST", body: { token, password } });

let owner: string;

/** A new member of `role`, set up and signed in: their id and token. */
async function member(role: StaffRole, label: string = role) {
  const username = unique(label);
  const created = await api<StaffSetupLink>("/api/admin/staff", {
    method: "POST",
    token: owner,
    body: { username, role },
  });
  expect(created.status, created.text).toBe(201);
  expect((await setUp(tokenOf(created.body.setupUrl))).status).toBe(200);
  const session = await signIn(username);
  expect(session.status, session.text).toBe(200);
  return { id: created.body.id, username, token: session.body.token };
}

beforeAll(async () => {
  owner = await adminToken();
});

describe("roles on every admin route", () => {
  // One request per route and role, each made so that an allowed one changes nothing: an unknown id (404) or a
  // body the route refuses (400) after the guard let it through. A refused one is 403 `forbidden`.
  const ROUTES: { method: string; path: string; needs: Permission; body?: unknown; csv?: string }[] = [
    { method: "GET", path: "/api/admin", needs: "stats" },
    { method: "GET", path: "/api/admin/staff", needs: "staff" },
    { method: "POST", path: "/api/admin/staff", needs: "staff", body: {} },
    { method: "PATCH", path: "/api/admin/staff/no-such-member", needs: "staff", body: { role: "captain" } },
    { method: "POST", path: "/api/admin/staff/no-such-member/reset", needs: "staff" },
    { method: "GET", path: "/api/admin/activity?limit=1", needs: "activity" },
    { method: "GET", path: "/api/admin/newsletter", needs: "mail" },
    { method: "GET", path: "/api/admin/mail?state=LOST", needs: "mail" },
    { method: "POST", path: "/api/admin/mail/no-such-mail/retry", needs: "mail" },
    { method: "GET", path: "/api/admin/books/no-such-book/last-change", needs: "books.read" },
    { method: "POST", path: "/api/books/create-book", needs: "books.write", body: {} },
    { method: "PUT", path: "/api/books/edit/no-such-book", needs: "books.write", body: {} },
    { method: "DELETE", path: "/api/books/no-such-book", needs: "books.write" },
    { method: "GET", path: "/api/books/export", needs: "books.write" },
    { method: "POST", path: "/api/books/import?dryRun=maybe", needs: "books.write", csv: "title\n" },
    { method: "POST", path: "/api/books/imports/preview?encoding=nope", needs: "books.write", csv: "title\n" },
    { method: "POST", path: "/api/books/imports?dryRun=maybe", needs: "books.write", csv: "title\n" },
    { method: "GET", path: "/api/books/imports/no-such-job", needs: "books.write" },
    { method: "GET", path: "/api/books/imports/no-such-job/report", needs: "books.write" },
    { method: "PUT", path: "/api/books/no-such-book/cover", needs: "books.write", csv: "" },
    { method: "DELETE", path: "/api/books/no-such-book/cover", needs: "books.write" },
    {
      method: "PATCH",
      path: "/api/books/no-such-book/reviews/no-such-review",
      needs: "reviews",
      body: { hidden: "yes" },
    },
    { method: "GET", path: "/api/reviews?limit=1", needs: "reviews" },
    { method: "GET", path: "/api/orders?limit=1", needs: "orders" },
    { method: "GET", path: "/api/orders/no-such-order", needs: "orders" },
    { method: "GET", path: "/api/orders/no-such-order/invoice", needs: "orders" },
    { method: "GET", path: "/api/orders/no-such-order/credit-note", needs: "orders" },
    { method: "GET", path: "/api/orders/no-such-order/returns/no-such-return/credit-note", needs: "orders" },
    { method: "PATCH", path: "/api/orders/no-such-order", needs: "orders", body: { status: "lost" } },
    { method: "GET", path: "/api/admin/settings", needs: "settings" },
    { method: "PUT", path: "/api/admin/settings", needs: "settings", body: {} },
    { method: "GET", path: "/api/admin/delivery-zones", needs: "settings" },
    { method: "POST", path: "/api/admin/delivery-zones", needs: "settings", body: {} },
    { method: "PUT", path: "/api/admin/delivery-zones/no-such-zone", needs: "settings", body: {} },
    { method: "DELETE", path: "/api/admin/delivery-zones/no-such-zone", needs: "settings" },
    { method: "GET", path: "/api/admin/discounts", needs: "settings" },
    { method: "POST", path: "/api/admin/discounts", needs: "settings", body: {} },
    { method: "PATCH", path: "/api/admin/discounts/NO-SUCH-CODE", needs: "settings", body: {} },
    { method: "GET", path: "/api/admin/returns?status=requested", needs: "returns" },
    { method: "PATCH", path: "/api/admin/returns/no-such-return", needs: "returns", body: { status: "lost" } },
  ];

  const BATCH = 6;
  /** A file or image body, for the routes that read one. */
  const raw = ({ path, csv }: (typeof ROUTES)[number]) =>
    csv === undefined
      ? {}
      : { rawBody: csv, headers: { "Content-Type": path.endsWith("/cover") ? "image/png" : "text/csv" } };

  it("lists every route the published document says takes an admin token", () => {
    const documented = Object.entries(openapi.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { security?: { adminToken?: unknown }[] }>)
        .filter(([, operation]) => operation.security?.some((scheme) => "adminToken" in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const tested = ROUTES.map(({ method, path }) =>
      `${method} ${path.split("?")[0]}`
        .replace(/seed-book-01|no-such-book/, "{id}")
        .replace(/no-such-(member|job|order|mail|zone|return)/, "{id}")
        .replace("NO-SUCH-CODE", "{code}")
        .replace("no-such-review", "{reviewId}")
        .replace("no-such-return", "{returnId}"),
    );
    expect(new Set(tested)).toEqual(new Set(documented));
    expect(new Set(ROUTES.map(({ needs }) => needs))).toEqual(new Set(PERMISSIONS));
  });

  it(
    "lets each role do what it may and refuses the rest with 403 forbidden, naming what is missing",
    async () => {
      const [catalog, fulfilment] = await Promise.all([member("catalog"), member("fulfilment")]);
      const tokens: Record<StaffRole, string> = { owner, catalog: catalog.token, fulfilment: fulfilment.token };
      const cases = ROUTES.flatMap((route) => (Object.keys(tokens) as StaffRole[]).map((role) => ({ route, role })));
      const send = ({ route, role }: (typeof cases)[number]) =>
        api(route.path, { method: route.method, token: tokens[role], body: route.body, ...raw(route) });
      // A few at a time: the emulator starts a worker per concurrent request.
      const answers: ApiResponse[] = [];
      for (let i = 0; i < cases.length; i += BATCH)
        answers.push(...(await Promise.all(cases.slice(i, i + BATCH).map(send))));
      cases.forEach(({ route, role }, i) => {
        const res = answers[i]!;
        const label = `${role} ${route.method} ${route.path} → ${res.status} ${res.text.slice(0, 120)}`;
        if (ROLE_PERMISSIONS[role].includes(route.needs)) {
          expect([401, 403, 500], label).not.toContain(res.status);
        } else {
          expect(res.status, label).toBe(403);
          expect(res.body.error.code, label).toBe("forbidden");
          expect(res.body.error.message, label).toContain(`(${route.needs})`);
        }
      });
    },
    scaled(60_000),
  );
});

describe("staff accounts and set-up links", () => {
  it("signs a member in with their role and when the token expires", async () => {
    const res = await signIn("admin", "admin123");
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: "admin", username: "admin", role: "owner" });
    const expiresIn = Date.parse(res.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
  });

  it("hands out a one-time link, stored only as a hash, that sets a strong password once", async () => {
    const username = unique("Setup");
    const created = await api<StaffSetupLink>("/api/admin/staff", {
      method: "POST",
      token: owner,
      body: { username, role: "catalog" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: username.toLowerCase(), username, role: "catalog" });
    expect(created.body.setupUrl).toMatch(/^\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(created.body.setupExpiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const token = tokenOf(created.body.setupUrl);
    const stored = JSON.stringify((await getFirestore().collection("admins").doc(created.body.id).get()).data());
    expect(stored).not.toContain(token);

    // Before the link is used the member has no password at all.
    expectApiError(await signIn(username, "anything at all"), 401);
    const short = await setUp(token, "too short");
    expectApiError(short, 400);
    expect(short.body.error.fields.password).toBeDefined();
    const sameAsName = await setUp(token, username.toUpperCase());
    expectApiError(sameAsName, 400);
    expect(sameAsName.body.error.fields.password).toBeDefined();

    expect((await setUp(token)).body).toEqual({ username });
    const again = await setUp(token, "another long password");
    expectApiError(again, 400);
    expect(again.body.error.code).toBe("invalid-setup-link");
    expect((await signIn(username)).body.user.role).toBe("catalog");
  });

  it("tells a set-up page whether its link is open, expired or spent, and names no one", async () => {
    const state = (token: string) => api(`/api/auth/admin/setup?token=${encodeURIComponent(token)}`);
    const username = unique("linkstate");
    const created = await api<StaffSetupLink>("/api/admin/staff", {
      method: "POST",
      token: owner,
      body: { username, role: "catalog" },
    });
    const token = tokenOf(created.body.setupUrl);
    const open = await state(token);
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ state: "open" });
    expect(open.text).not.toContain(username);

    expect((await state("never-issued-token")).body).toEqual({ state: "used-or-unknown" });
    expectApiError(await api("/api/auth/admin/setup"), 400);

    await getFirestore()
      .collection("admins")
      .doc(created.body.id)
      .update({ setupExpiresAt: new Date(Date.now() - 1000) });
    expect((await state(token)).body).toEqual({ state: "expired" });

    const reset = await api<StaffSetupLink>(`/api/admin/staff/${created.body.id}/reset`, {
      method: "POST",
      token: owner,
    });
    const fresh = tokenOf(reset.body.setupUrl);
    expect((await setUp(fresh)).status).toBe(200);
    expect((await state(fresh)).body).toEqual({ state: "used-or-unknown" });
  });

  it("refuses an expired link, a taken username in any case, and an unknown role", async () => {
    const username = unique("expiring");
    const created = await api<StaffSetupLink>("/api/admin/staff", {
      method: "POST",
      token: owner,
      body: { username, role: "fulfilment" },
    });
    await getFirestore()
      .collection("admins")
      .doc(created.body.id)
      .update({ setupExpiresAt: new Date(Date.now() - 1000) });
    expect((await setUp(tokenOf(created.body.setupUrl))).body.error.code).toBe("invalid-setup-link");

    const taken = await api("/api/admin/staff", {
      method: "POST",
      token: owner,
      body: { username: username.toUpperCase(), role: "catalog" },
    });
    expectApiError(taken, 409);
    expect(taken.body.error.code).toBe("username-taken");
    const role = await api("/api/admin/staff", {
      method: "POST",
      token: owner,
      body: { username: unique("r"), role: "boss" },
    });
    expectApiError(role, 400);
    expect(role.body.error.fields.role).toBeDefined();

    const { staff } = (await api("/api/admin/staff", { token: owner })).body;
    expect(staff).toContainEqual(
      expect.objectContaining({ id: created.body.id, role: "fulfilment", disabled: false, lastSignInAt: null }),
    );
  });
});

describe("revocation on the next request", () => {
  it(
    "ends a member's tokens when they are disabled, their role changes or they are reset",
    async () => {
      const packer = await member("fulfilment", "revoked");
      const desk = (token: string) => api("/api/orders?limit=1", { token });
      const patch = (body: unknown) => api(`/api/admin/staff/${packer.id}`, { method: "PATCH", token: owner, body });
      expect((await desk(packer.token)).status).toBe(200);

      // A role change: the old token is refused at once, a new sign-in carries the new role.
      expect((await patch({ role: "catalog" })).body.role).toBe("catalog");
      const ended = await desk(packer.token);
      expectApiError(ended, 401);
      expect(ended.body.error.code).toBe("session-ended");
      const asCatalog = (await signIn(packer.username)).body;
      expect(asCatalog.user.role).toBe("catalog");
      expect((await desk(asCatalog.token)).status).toBe(403);

      // Disabled: the token ends and the right password no longer signs in.
      expect((await patch({ disabled: true })).body.disabled).toBe(true);
      expectApiError(await api("/api/admin/books/no-such-book/last-change", { token: asCatalog.token }), 401);
      const refused = await signIn(packer.username);
      expectApiError(refused, 403);
      expect(refused.body.error.code).toBe("account-disabled");
      expect((await patch({ disabled: false })).body.disabled).toBe(false);

      // Reset: the token and the old password end; the new link sets another.
      const current = (await signIn(packer.username)).body.token;
      const reset = await api<StaffSetupLink>(`/api/admin/staff/${packer.id}/reset`, { method: "POST", token: owner });
      expect(reset.status).toBe(200);
      expectApiError(await api("/api/admin/books/no-such-book/last-change", { token: current }), 401);
      expectApiError(await signIn(packer.username), 401);
      expect((await setUp(tokenOf(reset.body.setupUrl), "a brand new password")).status).toBe(200);
      expect((await signIn(packer.username, "a brand new password")).status).toBe(200);
    },
    scaled(40_000),
  );
});

describe("the activity log", () => {
  const activity = (query: string) => api<ActivityPage>(`/api/admin/activity?${query}`, { token: owner });
  let editor: Awaited<ReturnType<typeof member>>;
  let bookId: string;
  let logged: Book;

  beforeAll(async () => {
    editor = await member("catalog", "editor");
    const book = await createBook({
      title: uniqueTitle("Logged"),
      author: "A. Logger",
      description: "A book the log follows",
      category: "fiction",
      oldPrice: 25,
      newPrice: 20,
      stock: 5,
    });
    bookId = book._id;
    logged = book;
  });
  afterAll(async () => {
    await api(`/api/books/${bookId}`, { method: "DELETE", token: owner });
  });

  const edit = (body: Record<string, unknown>) =>
    api(`/api/books/edit/${bookId}`, {
      method: "PUT",
      token: editor.token,
      body: {
        title: "Logged edit",
        author: "A. Logger",
        description: "A book the log follows",
        category: "fiction",
        oldPrice: 25,
        newPrice: 20,
        ...body,
      },
    });

  it("records who changed what, before and after, and gives a book's last change", async () => {
    expect((await edit({ newPrice: 18.5 })).status).toBe(200);
    const [entry] = (await activity(`target=book:${bookId}&limit=1`)).body.entries as ActivityEntry[];
    expect(entry).toMatchObject({
      actor: { id: editor.id, username: editor.username, role: "catalog" },
      action: "book.edit",
      target: { type: "book", id: bookId, label: "Logged edit" },
    });
    expect(entry!.changes.newPrice).toEqual({ before: 20, after: 18.5 });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(scaled(60_000));
    const last = await api(`/api/admin/books/${bookId}/last-change`, { token: editor.token });
    expect(last.body.lastChange.id).toBe(entry!.id);
  });

  it(
    "writes each entry with its change: ten racing edits leave exactly as many entries as edits that succeeded",
    async () => {
      const before = (await activity(`target=book:${bookId}&action=book.edit&limit=100`)).body.entries.length;
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => edit({ newPrice: 10 + i })));
      const succeeded = answers.filter((res) => res.status === 200).length;
      for (const res of answers) expect([200, 409, 503], res.text).toContain(res.status);
      expect(succeeded).toBeGreaterThan(0);
      const after = (await activity(`target=book:${bookId}&action=book.edit&limit=100`)).body.entries;
      expect(after.length - before).toBe(succeeded);
      // The entries form one chain of prices: one starts from the price before the race, every other one where
      // another ended, so none records a "before" that a lost edit left.
      const prices = after.slice(0, succeeded).map((entry) => entry.changes.newPrice!);
      const afters = prices.map(({ after }) => after);
      expect(prices.map(({ before }) => before).filter((before) => !afters.includes(before))).toEqual([18.5]);
    },
    scaled(40_000),
  );

  it("names the member who moved an order, with its status before and after", async () => {
    const [packer, shopper] = await Promise.all([member("fulfilment", "packer"), createShopper("logged")]);
    const order = await placeOrder(shopper, [logged]);
    for (const status of ["shipped", "cancelled"]) {
      const res = await api(`/api/orders/${order._id}`, { method: "PATCH", token: packer.token, body: { status } });
      expect(res.status, res.text).toBe(200);
    }
    const { entries } = (await activity(`target=order:${order._id}`)).body;
    expect(entries.map(({ action, changes }) => [action, changes.status])).toEqual([
      ["order.cancel", { before: "shipped", after: "cancelled" }],
      ["order.status", { before: "placed", after: "shipped" }],
    ]);
    expect(entries[0]!.actor).toEqual({ id: packer.id, username: packer.username, role: "fulfilment" });
  });

  it(
    "names the member who started an import at its start and at its end, which the worker writes",
    async () => {
      const file = toCsv([{ title: uniqueTitle("Logged"), author: "A. Logger", category: "fiction", newPrice: 9 }]);
      const dryRun = await startImport(file, { token: editor.token, dryRun: true });
      expect((await waitForImport(dryRun.body.id as string, editor.token, scaled(30_000))).status).toBe("done");
      const started = await startImport(file, { token: editor.token, dryRun: false });
      expect(started.status, started.text).toBe(202);
      const id = started.body.id as string;
      expect((await waitForImport(id, editor.token, scaled(30_000))).status).toBe("done");
      const { entries } = (await activity(`target=import:${id}`)).body;
      expect(entries.map(({ action }) => action)).toEqual(["import.end", "import.start"]);
      expect(entries.every(({ actor }) => actor.id === editor.id)).toBe(true);
      expect(entries[0]!.changes.status).toMatchObject({ after: "done" });
      // A dry run writes nothing, so the log has nothing of it.
      expect((await activity(`target=import:${dryRun.body.id as string}`)).body.entries).toEqual([]);
    },
    scaled(40_000),
  );

  it("filters by actor, target and action, pages newest first, and refuses a bad filter", async () => {
    const mine = await activity(`actor=${editor.id}&limit=2`);
    expect(mine.body.entries).toHaveLength(2);
    expect(mine.body.entries.every((entry) => entry.actor.id === editor.id)).toBe(true);
    const next = await activity(`actor=${editor.id}&limit=2&cursor=${mine.body.nextCursor}`);
    const all = [...mine.body.entries, ...next.body.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const times = all.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const staffChanges = await activity("target=staff&action=staff.create&limit=5");
    expect(staffChanges.body.entries.length).toBeGreaterThan(0);
    for (const entry of staffChanges.body.entries) {
      expect(entry).toMatchObject({ action: "staff.create", target: { type: "staff" }, actor: { role: "owner" } });
    }
    expectApiError(await activity("target=planet"), 400);
    expectApiError(await activity("action=book.burn"), 400);
  });
});
