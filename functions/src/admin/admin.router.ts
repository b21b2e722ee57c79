import { adminLoginSchema } from "@bookstore/schema";
import { Router } from "express";
import { requireAdmin } from "../auth/require-admin";
import { validateBody } from "../lib/validate";
import { loginAdmin } from "./admin-login.service";
import { clientAddress } from "./client-address";
import { getStats } from "./stats.service";

export const adminAuthRouter = Router();
export const adminRouter = Router();

// POST /api/auth/admin — username + password → a 1-hour admin JWT.
adminAuthRouter.post("/admin", validateBody(adminLoginSchema), async (req, res) => {
  const token = await loginAdmin(req.body, clientAddress(req));
  res.set("Cache-Control", "private, no-store").json({ token });
});

// GET /api/admin — sales statistics for the admin dashboard.
adminRouter.get("/", requireAdmin, async (_req, res) => {
  res.json(await getStats());
});
