import type { StaffRole } from "@bookstore/schema";
import type { Timestamp } from "firebase-admin/firestore";
import type { StaffSession } from "../auth/require-admin";

// A staff member as stored in `admins`, and what the guard and the sign-in read of one.

/** A staff member, under their lowercased username (their id). */
export interface AdminDocument {
  username: string;
  /** null until the member sets a password with their set-up link, and again after a reset. */
  passwordHash: string | null;
  createdAt: Timestamp;
  /** Absent on an admin stored before roles: the shop's one admin, an owner. */
  role?: StaffRole;
  disabled?: boolean;
  /** Bumped by every change that must end the member's tokens (require-admin.ts); absent means 0. */
  tokenVersion?: number;
  lastSignInAt?: Timestamp;
  /** SHA-256 of the member's open set-up link, and when it expires; absent once spent. */
  setupHash?: string | null;
  setupExpiresAt?: Timestamp | null;
}

/** What the guard and the sign-in read of a member, with the defaults of an admin stored before roles. */
export const staffSessionOf = (id: string, data: AdminDocument): StaffSession => ({
  id,
  username: data.username,
  role: data.role ?? "owner",
  disabled: data.disabled === true,
  tokenVersion: data.tokenVersion ?? 0,
});
