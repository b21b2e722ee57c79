import { z } from "./zod";
import { cursorSchema, documentIdSchema } from "./id";
import { text } from "./text";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE,
  ACTIVITY_TARGET_TYPES,
  PERMISSIONS,
  STAFF_ROLES,
  STAFF_SETUP,
  STAFF_USERNAME,
} from "./staff-roles";

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(", ")}` });
export const permissionSchema = z.enum(PERMISSIONS);

/** Who is signed in to the dashboard. `id` is the member's stable id (their lowercased username). */
export const staffUserSchema = z.object({ id: z.string(), username: z.string(), role: staffRoleSchema });
export type StaffUser = z.infer<typeof staffUserSchema>;

/**
 * POST /api/auth/admin: the token (a 1-hour JWT, sent as `Authorization: Bearer`), when it expires (ISO time, so
 * the dashboard never decodes the JWT) and who it belongs to.
 */
export const adminSessionSchema = z.object({ token: z.string(), expiresAt: z.string(), user: staffUserSchema });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** A staff member as the owner's list shows them. Times are ISO; `lastSignInAt` is null until the first sign-in. */
export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/staff: every member, oldest first. */
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

const usernameMessage = `Username must be ${STAFF_USERNAME.min}-${STAFF_USERNAME.max} letters, digits, _ or -`;
export const staffUsernameSchema = z
  .string({ error: usernameMessage })
  .min(STAFF_USERNAME.min, usernameMessage)
  .max(STAFF_USERNAME.max, usernameMessage)
  .regex(STAFF_USERNAME.pattern, usernameMessage)
  .refine((name) => !/^__.*__$/.test(name), usernameMessage);

/** POST /api/admin/staff: a new member; 409 `username-taken` when the name (case-insensitively) exists. */
export const staffCreateSchema = z.strictObject({ username: staffUsernameSchema, role: staffRoleSchema });
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/**
 * 201 from POST /api/admin/staff and 200 from POST /api/admin/staff/:id/reset: the one-time set-up link
 * (`/admin/setup?token=…`, a path on the shop's own origin, valid STAFF_SETUP.linkHours) the owner hands over.
 * It is shown once: the server keeps only its hash.
 */
export const staffSetupLinkSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  setupUrl: z.string(),
  setupExpiresAt: z.string(),
});
export type StaffSetupLink = z.infer<typeof staffSetupLinkSchema>;

/**
 * PATCH /api/admin/staff/:id: a new role, disabling or enabling; answers the member. Either change ends every
 * token the member holds. 409 `last-owner` when it would leave no active owner.
 */
export const staffPatchSchema = z
  .strictObject({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, {
    message: "Send a role or disabled",
    path: ["role"],
  });
export type StaffPatch = z.infer<typeof staffPatchSchema>;

export const staffIdSchema = documentIdSchema;

const passwordMessage = `Password must be at least ${STAFF_SETUP.minPassword} characters`;
/**
 * POST /api/auth/admin/setup: the link's token and the member's new password (at least STAFF_SETUP.minPassword
 * characters, not the username; 400 with `fields.password` otherwise). A link that is unknown, expired or already
 * used answers 400 `invalid-setup-link`. Answers 200 `{ username }`; the member then signs in.
 */
export const staffSetupSchema = z.strictObject({
  token: z.string().min(1, "The set-up link is not valid").max(128, "The set-up link is not valid"),
  password: text("Password", STAFF_SETUP.maxPassword).min(STAFF_SETUP.minPassword, passwordMessage),
});
export type StaffSetup = z.infer<typeof staffSetupSchema>;
export const staffSetupDoneSchema = z.object({ username: z.string() });

/**
 * GET /api/auth/admin/setup?token=…: whether a set-up link can still be used, so its page says so before a
 * password is typed. It names nobody: `used-or-unknown` covers a spent link and one never issued alike.
 */
export const staffSetupStateQuerySchema = z.object({ token: staffSetupSchema.shape.token });
export const SETUP_LINK_STATES = ["open", "expired", "used-or-unknown"] as const;
export const staffSetupStateSchema = z.object({ state: z.enum(SETUP_LINK_STATES) });
export type StaffSetupState = z.infer<typeof staffSetupStateSchema>;

export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export const activityTargetTypeSchema = z.enum(ACTIVITY_TARGET_TYPES);

/** A field's value before and after a change: null where there was none (a book created has only `after`). */
export const activityChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

/**
 * One activity-log entry, written in the same transaction or batch as the change it records, never edited or
 * deleted through the API. `actor` is the member as they were at the time; `target.label` is a readable name
 * (a book's title, an order's number, a username) as it was then. `changes` holds only the fields that changed.
 * A review's target id is `<bookId>/<reviewId>`.
 */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: staffUserSchema,
  action: activityActionSchema,
  target: z.object({ type: activityTargetTypeSchema, id: z.string(), label: z.string() }),
  changes: z.record(z.string(), activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * GET /api/admin/activity?actor=&target=&action=&cursor=&limit=: filters combine. `actor` is a member's id;
 * `target` is a type (`book`) or a type and id (`book:abc123`).
 */
export const activityQuerySchema = z.strictObject({
  actor: documentIdSchema.optional(),
  target: z
    .string()
    .max(300)
    .regex(
      new RegExp(`^(${ACTIVITY_TARGET_TYPES.join("|")})(:[A-Za-z0-9_/-]+)?$`),
      `Target is a type (${ACTIVITY_TARGET_TYPES.join(", ")}) or type:id`,
    )
    .optional(),
  action: activityActionSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE.maxLimit).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/**
 * GET /api/admin/books/:id/last-change (every role that reads books): the book's newest log entry, for the edit
 * page's "Last changed by X, time"; null when the log holds none.
 */
export const lastChangeSchema = z.object({ lastChange: activityEntrySchema.nullable() });
export type LastChange = z.infer<typeof lastChangeSchema>;
