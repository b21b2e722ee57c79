import type { AdminSession, StaffSetupLink } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { makeStaff } from "@bookstore/testing/factories";
import { expectApiError } from "../support/api-errors";

// The shop always keeps an owner who can sign in (docs/decisions/020-staff-roles-and-activity.md). To reach "the
// last owner" every other active owner, the seeded one included, is set aside for a moment: shop-wide state, so
// this file runs alone (tests/vitest.config.ts).

let owner: string;
beforeAll(async () => {
  owner = await adminToken();
});

/** Runs `body` while the members in `keep` are the shop's only active owners; the others are put back after. */
async function withOnlyOwners(keep: string[], body: () => Promise<void>) {
  const others = (await getFirestore().collection("admins").get()).docs.filter(
    (doc) => !keep.includes(doc.id) && (doc.get("role") ?? "owner") === "owner" && doc.get("disabled") !== true,
  );
  await Promise.all(others.map((doc) => doc.ref.update({ disabled: true })));
  try {
    await body();
  } finally {
    await Promise.all(others.map((doc) => doc.ref.update({ disabled: false })));
  }
}

const changeMember = (token: string, id: string, body: object) =>
  api(`/api/admin/staff/${id}`, { method: "PATCH", token, body });

describe("the last owner", () => {
  it("keeps an active owner: the last one cannot be demoted or disabled (409 last-owner)", async () => {
    await withOnlyOwners(["admin"], async () => {
      for (const body of [{ role: "catalog" }, { disabled: true }]) {
        const res = await changeMember(owner, "admin", body);
        expectApiError(res, 409);
        expect(res.body.error.code).toBe("last-owner");
      }
      // Still an owner, still signed in.
      expect((await api("/api/admin/staff", { token: owner })).status).toBe(200);
    });
  });

  it("counts only owners who can sign in: a hired owner who never set up leaves the last one in place", async () => {
    // The hired owner's set-up link is open and never used.
    const hired = await api<StaffSetupLink>("/api/admin/staff", {
      method: "POST",
      token: owner,
      body: { username: `unset-owner-${randomUUID().slice(0, 8)}`, role: "owner" },
    });
    expect(hired.status, hired.text).toBe(201);
    try {
      await withOnlyOwners(["admin", hired.body.id], async () => {
        for (const body of [{ role: "catalog" }, { disabled: true }]) {
          const res = await changeMember(owner, "admin", body);
          expectApiError(res, 409);
          expect(res.body.error.code).toBe("last-owner");
        }
        expect((await api("/api/admin/staff", { token: owner })).status).toBe(200);
      });
    } finally {
      await changeMember(owner, hired.body.id, { disabled: true });
    }
  });

  it("two owners demoting each other at once: one change lands, the other is refused, an owner remains", async () => {
    const [first, second] = [await makeStaff("owner", "owner-a"), await makeStaff("owner", "owner-b")];
    try {
      await withOnlyOwners([first.id, second.id], async () => {
        const answers = await Promise.all([
          changeMember(first.token, second.id, { role: "catalog" }),
          changeMember(second.token, first.id, { role: "catalog" }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const refused = answers.find((answer) => answer.status === 409)!;
        expectApiError(refused, 409);
        expect(refused.body.error.code).toBe("last-owner");

        // Exactly one of them is still an owner, and can still sign in and manage the staff.
        const roles = await Promise.all(
          [first, second].map(async (member) => (await getFirestore().doc(`admins/${member.id}`).get()).get("role")),
        );
        expect(roles.filter((role) => role === "owner")).toHaveLength(1);
        const remaining = [first, second][roles.indexOf("owner")]!;
        const session = await api<AdminSession>("/api/auth/admin", {
          method: "POST",
          body: { username: remaining.username, password: remaining.password },
        });
        expect(session.status, session.text).toBe(200);
        expect((await api("/api/admin/staff", { token: session.body.token })).status).toBe(200);
      });
    } finally {
      for (const member of [first, second]) await changeMember(owner, member.id, { disabled: true });
    }
  });
});
