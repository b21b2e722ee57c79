import {
  ADMIN_REFUSALS,
  PERMISSION_LABELS,
  ROLE_LABELS,
  roleCan,
  type Permission,
  type StaffRole,
} from "@bookstore/schema";
import type { Request, RequestHandler, Response } from "express";
import type { Actor } from "../lib/activity-log";
import { HttpError, unauthenticated } from "../lib/http-error";
import { verifyAdminToken } from "./admin-token";
import { bearerToken } from "./bearer-token";

/** What the guard reads of a member on every admin request (decision 020): one document read. */
export interface StaffSession {
  id: string;
  username: string;
  role: StaffRole;
  disabled: boolean;
  tokenVersion: number;
}
export type FindStaffSession = (id: string) => Promise<StaffSession | undefined>;

/** The app setting under which the composition root hands the guard its member lookup (app.ts). */
export const STAFF_SESSIONS = "staffSessions";

const invalidToken = () =>
  new HttpError(403, ADMIN_REFUSALS.invalidToken, "The admin token is not valid or has expired");
const sessionEnded = () =>
  new HttpError(401, ADMIN_REFUSALS.sessionEnded, "Your access has changed or ended. Sign in again.");

/**
 * The member an admin token names, read now: a token whose member is gone, disabled, or was changed since it
 * was signed (a role change, a reset) is refused on this request, not when it expires. Undefined when the bearer
 * token is not an admin token at all.
 */
export async function adminActor(req: Request): Promise<Actor | undefined> {
  const token = bearerToken(req);
  const claims = token ? verifyAdminToken(token) : undefined;
  if (!claims) return undefined;
  const find = req.app.get(STAFF_SESSIONS) as FindStaffSession;
  const member = await find(claims.id);
  if (!member || member.disabled || member.tokenVersion !== claims.version) throw sessionEnded();
  return { id: member.id, username: member.username, role: member.role };
}

/** 403 `forbidden` naming what the member's role lacks. */
export function checkPermission(actor: Actor, permission: Permission): void {
  if (roleCan(actor.role, permission)) return;
  throw new HttpError(
    403,
    ADMIN_REFUSALS.forbidden,
    `The ${ROLE_LABELS[actor.role]} role does not include ${PERMISSION_LABELS[permission]} (${permission})`,
  );
}

/**
 * An admin route: no token → 401; an invalid or expired token (a shopper's too) → 403 invalid-token; a token
 * its member no longer holds → 401 session-ended; a role without `permission` → 403 forbidden.
 */
export const requirePermission =
  (permission: Permission): RequestHandler =>
  async (req, res, next) => {
    if (bearerToken(req) === undefined) throw unauthenticated("Admin sign-in required");
    const actor = await adminActor(req);
    if (!actor) throw invalidToken();
    checkPermission(actor, permission);
    res.locals.actor = actor;
    res.set("Cache-Control", "private, no-store");
    next();
  };

/** The signed-in member, on a route guarded by requirePermission (or requireAdminOrUser, for an admin). */
export const currentActor = (res: Response) => res.locals.actor as Actor;
