import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  activityPageSchema,
  activityQuerySchema,
  lastChangeSchema,
  staffCreateSchema,
  staffIdSchema,
  staffListSchema,
  staffMemberSchema,
  staffPatchSchema,
  staffSetupDoneSchema,
  staffSetupLinkSchema,
  staffSetupSchema,
  staffSetupStateQuerySchema,
  staffSetupStateSchema,
} from "../../staff";
import { documentIdSchema } from "../../id";
import { z } from "../../zod";
import { asAdmin, commonErrors, error, forbidden, json, notFound, unauthenticated } from "../responses";

const refusals = { "401": unauthenticated, "403": forbidden };
const staffId = { path: z.object({ id: staffIdSchema }) };
const lastOwner = error("It would leave the shop without an active owner (last-owner).");

/** Staff accounts and the activity log (decision 020): the owner's, but for a book's last change. */
export const staffPaths: ZodOpenApiPathsObject = {
  "/api/auth/admin/setup": {
    get: {
      summary: "Whether a set-up link can still be used (it names no one)",
      operationId: "getStaffSetupState",
      security: [],
      requestParams: { query: staffSetupStateQuerySchema },
      responses: {
        "200": json("The link is open, expired, or used or never issued.", staffSetupStateSchema),
        ...commonErrors,
      },
    },
    post: {
      summary: "Set a member's password with their one-time set-up link",
      operationId: "setUpStaffPassword",
      security: [],
      requestBody: { content: { "application/json": { schema: staffSetupSchema } } },
      responses: {
        "200": json("The password is set and the link spent; the member signs in next.", staffSetupDoneSchema),
        ...commonErrors,
        "400": error("A weak password (`fields.password`), or a link unknown, expired or used (invalid-setup-link)."),
      },
    },
  },
  "/api/admin/staff": {
    get: {
      summary: "Every staff member, oldest first (owner)",
      operationId: "listStaff",
      security: asAdmin,
      responses: { "200": json("The staff.", staffListSchema), ...commonErrors, ...refusals },
    },
    post: {
      summary: "Add a staff member: answers their one-time set-up link (owner)",
      operationId: "createStaff",
      security: asAdmin,
      requestBody: { content: { "application/json": { schema: staffCreateSchema } } },
      responses: {
        "201": json("The member and their set-up link, shown this once.", staffSetupLinkSchema),
        ...commonErrors,
        ...refusals,
        "409": error("The username is taken (username-taken)."),
      },
    },
  },
  "/api/admin/staff/{id}": {
    patch: {
      summary: "Change a member's role or disable them; their tokens end on their next request (owner)",
      operationId: "changeStaff",
      security: asAdmin,
      requestParams: staffId,
      requestBody: { content: { "application/json": { schema: staffPatchSchema } } },
      responses: {
        "200": json("The member as changed.", staffMemberSchema),
        ...commonErrors,
        ...refusals,
        "404": notFound("staff member"),
        "409": lastOwner,
      },
    },
  },
  "/api/admin/staff/{id}/reset": {
    post: {
      summary: "A new set-up link for a member; their password and tokens end (owner)",
      operationId: "resetStaff",
      security: asAdmin,
      requestParams: staffId,
      responses: {
        "200": json("The member and their new set-up link, shown this once.", staffSetupLinkSchema),
        ...commonErrors,
        ...refusals,
        "404": notFound("staff member"),
      },
    },
  },
  "/api/admin/activity": {
    get: {
      summary: "The activity log, newest first, filtered and paged (owner)",
      operationId: "listActivity",
      security: asAdmin,
      requestParams: { query: activityQuerySchema },
      responses: { "200": json("One page of entries.", activityPageSchema), ...commonErrors, ...refusals },
    },
  },
  "/api/admin/books/{id}/last-change": {
    get: {
      summary: "A book's newest activity-log entry (every role that reads books)",
      operationId: "getBookLastChange",
      security: asAdmin,
      requestParams: { path: z.object({ id: documentIdSchema }) },
      responses: { "200": json("The entry, or null.", lastChangeSchema), ...commonErrors, ...refusals },
    },
  },
};
