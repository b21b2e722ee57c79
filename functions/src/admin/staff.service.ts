import {
  STAFF_SETUP,
  type ActivityQuery,
  type StaffCreate,
  type StaffPatch,
  type StaffSetup,
  type StaffSetupLink,
  type StaffSetupState,
} from "@bookstore/schema";
import { createHash, randomBytes } from "node:crypto";
import type { Actor } from "../lib/activity-log";
import { badRequest, conflict, HttpError, notFound } from "../lib/http-error";
import { hashPassword } from "./admin-login.service";
import type { ActivityRepository } from "./activity.repository";
import type { SetupLink, StaffRepository } from "./staff.repository";

const LINK_MS = STAFF_SETUP.linkHours * 60 * 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A one-time set-up link: 32 random bytes handed over once; only their SHA-256 is stored. */
function newSetupLink(now = Date.now()): { token: string; link: SetupLink } {
  const token = randomBytes(32).toString("base64url");
  return { token, link: { hash: sha256(token), expiresAt: new Date(now + LINK_MS) } };
}

const withLink = (
  { id, username, role }: Pick<StaffSetupLink, "id" | "username" | "role">,
  token: string,
  link: SetupLink,
) => ({
  id,
  username,
  role,
  setupUrl: `${STAFF_SETUP.path}?token=${token}`,
  setupExpiresAt: link.expiresAt.toISOString(),
});

const staffNotFound = () => notFound("No such staff member");
const invalidLink = () =>
  new HttpError(400, "invalid-setup-link", "This set-up link is not valid, has expired or was already used");

export function createStaffService(repository: StaffRepository, activity: ActivityRepository) {
  return {
    listStaff: async () => ({ staff: await repository.listStaff() }),

    async createStaff(actor: Actor, input: StaffCreate): Promise<StaffSetupLink> {
      const { token, link } = newSetupLink();
      const member = await repository.createStaff(actor, input, link);
      if (!member) throw conflict("username-taken", `The username ${input.username} is taken`);
      return withLink(member, token, link);
    },

    async changeStaff(actor: Actor, id: string, patch: StaffPatch) {
      const result = await repository.changeStaff(actor, id, patch);
      if (result.kind === "not-found") throw staffNotFound();
      if (result.kind === "last-owner") {
        throw conflict("last-owner", "The shop needs an active owner: make another member owner first");
      }
      return result.member;
    },

    async resetStaff(actor: Actor, id: string): Promise<StaffSetupLink> {
      const { token, link } = newSetupLink();
      const member = await repository.resetStaff(actor, id, link);
      if (!member) throw staffNotFound();
      return withLink(member, token, link);
    },

    /** Sets the password a set-up link was made for and spends the link. */
    setupState: async (token: string): Promise<StaffSetupState> => ({
      state: await repository.setupLinkState(sha256(token)),
    }),

    async setUp({ token, password }: StaffSetup): Promise<{ username: string }> {
      const hash = sha256(token);
      const member = await repository.findBySetupLink(hash);
      if (!member) throw invalidLink();
      if (password.trim().toLowerCase() === member.username.toLowerCase()) {
        const message = "The password must not be the username";
        throw badRequest(message, { password: [message] });
      }
      const result = await repository.spendSetupLink(member.id, hash, await hashPassword(password));
      if (result.kind === "invalid-link") throw invalidLink();
      return { username: result.username };
    },

    listActivity: (query: ActivityQuery) => activity.listActivity(query),
    bookLastChange: async (bookId: string) => ({ lastChange: await activity.lastChange(`book:${bookId}`) }),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
