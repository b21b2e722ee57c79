import { adminLoginSchema } from "@bookstore/schema";
import { Router } from "express";
import { requirePermission } from "../auth/require-admin";
import { validateBody } from "../lib/validate";
import type { AdminLoginService } from "./admin-login.service";
import type { ClientRequest } from "../lib/client-address";
import type { StatsService } from "./stats.service";

export interface AdminDeps {
  loginAdmin: AdminLoginService["loginAdmin"];
  stats: StatsService;
  /** The address the platform says the request came from (client-address.ts). */
  clientAddress: (req: ClientRequest) => string;
}

/** POST /api/auth/admin (sign-in), mounted at /api/auth. */
export function createAdminAuthRouter({ loginAdmin, clientAddress }: Pick<AdminDeps, "loginAdmin" | "clientAddress">) {
  const router = Router();
  // POST /api/auth/admin — username + password → a 1-hour JWT, when it expires, and the member's role.
  router.post("/admin", validateBody(adminLoginSchema), async (req, res) => {
    const session = await loginAdmin(req.body, clientAddress(req));
    res.set("Cache-Control", "private, no-store").json(session);
  });
  return router;
}

/** GET /api/admin (statistics), mounted at /api/admin. */
export function createAdminRouter({ stats }: Pick<AdminDeps, "stats">) {
  const router = Router();
  // GET /api/admin — sales statistics for the owner's dashboard.
  router.get("/", requirePermission("stats"), async (_req, res) => {
    res.json(await stats.getStats());
  });
  return router;
}
