import { adminLoginSchema } from "@bookstore/schema";
import { Router, type Request } from "express";
import { DEVICE_PROOF_DAYS } from "../auth/admin-token";
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

/** The one cookie Firebase Hosting forwards to a function: it carries the browser's device proof. */
const DEVICE_COOKIE = "__session";

/** The device proof a browser sent, if any (a Cookie header may hold several cookies). */
function deviceCookie(req: Request): string | undefined {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** POST /api/auth/admin (sign-in), mounted at /api/auth. */
export function createAdminAuthRouter({ loginAdmin, clientAddress }: Pick<AdminDeps, "loginAdmin" | "clientAddress">) {
  const router = Router();
  // POST /api/auth/admin — username + password → a 1-hour JWT, when it expires, and the member's role.
  router.post("/admin", validateBody(adminLoginSchema), async (req, res) => {
    const { session, deviceProof } = await loginAdmin(req.body, clientAddress(req), deviceCookie(req));
    res
      .cookie(DEVICE_COOKIE, deviceProof, {
        httpOnly: true,
        secure: true,
        sameSite: "strict",
        path: "/api/auth/admin",
        maxAge: DEVICE_PROOF_DAYS * 24 * 60 * 60 * 1000,
      })
      .set("Cache-Control", "private, no-store")
      .json(session);
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
