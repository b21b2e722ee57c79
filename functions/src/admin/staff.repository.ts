import type { StaffCreate, StaffMember, StaffPatch, StaffRole } from "@bookstore/schema";
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import { ADMINS } from "./admins.repository";
import { staffSessionOf, type AdminDocument } from "./staff-document";

/** A set-up link as stored: only its hash, and when it stops working. */
export interface SetupLink {
  hash: string;
  expiresAt: Date;
}

export type StaffChangeResult =
  { kind: "changed"; member: StaffMember } | { kind: "not-found" } | { kind: "last-owner" };

export type SetupResult = { kind: "set"; username: string } | { kind: "invalid-link" };

const iso = (time: Timestamp | undefined) => (time ? time.toDate().toISOString() : null);

export const toStaffMember = (id: string, data: AdminDocument): StaffMember => {
  const { username, role, disabled } = staffSessionOf(id, data);
  return { id, username, role, disabled, createdAt: iso(data.createdAt)!, lastSignInAt: iso(data.lastSignInAt) };
};

/**
 * An owner who can sign in: set up (a password; an open set-up link, used or not, does not count) and not
 * disabled. Only such an owner keeps the shop managed.
 */
const activeOwner = (data: AdminDocument) =>
  staffSessionOf("", data).role === "owner" && data.disabled !== true && Boolean(data.passwordHash);

const staffTarget = (id: string, username: string) => ({ type: "staff" as const, id, label: username });

/**
 * The staff, managed by the owner. Every change is one transaction with its activity-log entry; a change that
 * could remove the last active owner reads every member in it, so two owners demoting each other at once are
 * serialised and the second is refused. The staff is a handful of documents: reading them all is cheap.
 */
export function createStaffRepository(firestore: Firestore) {
  const staff = () => firestore.collection(ADMINS);

  async function activeOwners(tx: Transaction): Promise<string[]> {
    const all = await tx.get(staff());
    return all.docs.filter((doc) => activeOwner(doc.data() as AdminDocument)).map((doc) => doc.id);
  }

  return {
    async listStaff(): Promise<StaffMember[]> {
      const snapshot = await staff().orderBy("createdAt", "asc").get();
      return snapshot.docs.map((doc) => toStaffMember(doc.id, doc.data() as AdminDocument));
    },

    /** Creates a member with an open set-up link; undefined when the username (in any case) is taken. */
    async createStaff(actor: Actor, { username, role }: StaffCreate, link: SetupLink) {
      const ref = staff().doc(username.toLowerCase());
      return firestore.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return undefined;
        const data: AdminDocument = {
          username,
          passwordHash: null,
          role,
          disabled: false,
          tokenVersion: 0,
          createdAt: Timestamp.now(),
          setupHash: link.hash,
          setupExpiresAt: Timestamp.fromDate(link.expiresAt),
        };
        tx.create(ref, data);
        recordActivity(tx, firestore, {
          actor,
          action: "staff.create",
          target: staffTarget(ref.id, username),
          changes: { role: { before: null, after: role } },
        });
        return toStaffMember(ref.id, data);
      });
    },

    /** A new role or disabled state; either ends the member's tokens. */
    async changeStaff(actor: Actor, id: string, patch: StaffPatch): Promise<StaffChangeResult> {
      const ref = staff().doc(id);
      return firestore.runTransaction(async (tx): Promise<StaffChangeResult> => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { kind: "not-found" };
        const current = snapshot.data() as AdminDocument;
        const before = staffSessionOf(id, current);
        const after = { role: patch.role ?? before.role, disabled: patch.disabled ?? before.disabled };
        const changes = changesBetween(before, after);
        if (Object.keys(changes).length === 0) return { kind: "changed", member: toStaffMember(id, current) };
        const stillOwner = after.role === "owner" && !after.disabled;
        if (activeOwner(current) && !stillOwner) {
          const owners = await activeOwners(tx);
          if (owners.filter((owner) => owner !== id).length === 0) return { kind: "last-owner" };
        }
        const next: AdminDocument = { ...current, ...after, tokenVersion: before.tokenVersion + 1 };
        tx.set(ref, next);
        recordActivity(tx, firestore, {
          actor,
          action: "staff.change",
          target: staffTarget(id, before.username),
          changes,
        });
        return { kind: "changed", member: toStaffMember(id, next) };
      });
    },

    /** A new set-up link: the password and every token end with it. */
    async resetStaff(
      actor: Actor,
      id: string,
      link: SetupLink,
    ): Promise<{ id: string; username: string; role: StaffRole } | undefined> {
      const ref = staff().doc(id);
      return firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return undefined;
        const current = snapshot.data() as AdminDocument;
        const { username, role, tokenVersion } = staffSessionOf(id, current);
        tx.update(ref, {
          passwordHash: null,
          tokenVersion: tokenVersion + 1,
          setupHash: link.hash,
          setupExpiresAt: Timestamp.fromDate(link.expiresAt),
        });
        recordActivity(tx, firestore, {
          actor,
          action: "staff.reset",
          target: staffTarget(id, username),
          changes: { password: { before: current.passwordHash ? "set" : "not set", after: "not set" } },
        });
        return { id, username, role };
      });
    },

    /** The member whose open, unexpired link has `hash`; undefined for any other link. */
    async findBySetupLink(hash: string, now = new Date()): Promise<{ id: string; username: string } | undefined> {
      const found = await staff().where("setupHash", "==", hash).limit(1).get();
      const doc = found.docs[0];
      const data = doc?.data() as AdminDocument | undefined;
      if (!doc || !data?.setupExpiresAt || data.setupExpiresAt.toMillis() <= now.getTime()) return undefined;
      return { id: doc.id, username: data.username };
    },

    /**
     * Spends the link: sets the password and forgets the link in one transaction conditioned on the link still
     * being the member's and unexpired, so of two uses at once one sets the password and the other is refused.
     */
    async spendSetupLink(id: string, hash: string, passwordHash: string, now = new Date()): Promise<SetupResult> {
      const ref = staff().doc(id);
      return firestore.runTransaction(async (tx): Promise<SetupResult> => {
        const data = (await tx.get(ref)).data() as AdminDocument | undefined;
        const open = data?.setupHash === hash && (data.setupExpiresAt?.toMillis() ?? 0) > now.getTime();
        if (!data || !open) return { kind: "invalid-link" };
        tx.update(ref, { passwordHash, setupHash: null, setupExpiresAt: null });
        return { kind: "set", username: data.username };
      });
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
