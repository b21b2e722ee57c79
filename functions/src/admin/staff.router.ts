import {
  activityQuerySchema,
  documentIdSchema,
  staffCreateSchema,
  staffIdSchema,
  staffPatchSchema,
  staffSetupSchema,
  staffSetupStateQuerySchema,
} from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { parseQuery, validateBody, validateParam } from "../lib/validate";
import type { StaffService } from "./staff.service";

const validStaffId = validateParam("id", staffIdSchema, "staff id");
const validBookId = validateParam("id", documentIdSchema, "book id");

/** GET and POST /api/auth/admin/setup, mounted at /api/auth. */
export function createStaffSetupRouter(staff: StaffService) {
  const router = Router();
  // GET /api/auth/admin/setup?token= — whether the link can still be used, before a password is typed.
  router.get("/admin/setup", async (req, res) => {
    const { token } = parseQuery(staffSetupStateQuerySchema, req.query);
    res.set("Cache-Control", "private, no-store").json(await staff.setupState(token));
  });
  // POST /api/auth/admin/setup — a member sets their password with their one-time set-up link.
  router.post("/admin/setup", validateBody(staffSetupSchema), async (req, res) => {
    res.set("Cache-Control", "private, no-store").json(await staff.setUp(req.body));
  });
  return router;
}

/** The owner's staff and activity log, and a book's last change; mounted at /api/admin. */
export function createStaffRouter(staff: StaffService) {
  const router = Router();
  // GET /api/admin/staff — every member, oldest first.
  router.get("/staff", requirePermission("staff"), async (_req, res) => {
    res.json(await staff.listStaff());
  });
  // POST /api/admin/staff — add a member: 201 with their one-time set-up link.
  router.post("/staff", requirePermission("staff"), validateBody(staffCreateSchema), async (req, res) => {
    res.status(201).json(await staff.createStaff(currentActor(res), req.body));
  });
  // PATCH /api/admin/staff/:id — a new role, or disabled / enabled.
  router.patch(
    "/staff/:id",
    requirePermission("staff"),
    validStaffId,
    validateBody(staffPatchSchema),
    async (req, res) => {
      res.json(await staff.changeStaff(currentActor(res), req.params.id as string, req.body));
    },
  );
  // POST /api/admin/staff/:id/reset — a new set-up link; the member's password and tokens end.
  router.post("/staff/:id/reset", requirePermission("staff"), validStaffId, async (req, res) => {
    res.json(await staff.resetStaff(currentActor(res), req.params.id as string));
  });
  // GET /api/admin/activity?actor=&target=&action=&cursor=&limit= — the activity log, newest first.
  router.get("/activity", requirePermission("activity"), async (req, res) => {
    res.json(await staff.listActivity(parseQuery(activityQuerySchema, req.query)));
  });
  // GET /api/admin/books/:id/last-change — the book's newest log entry, for its edit page.
  router.get("/books/:id/last-change", requirePermission("books.read"), validBookId, async (req, res) => {
    res.json(await staff.bookLastChange(req.params.id as string));
  });
  return router;
}
