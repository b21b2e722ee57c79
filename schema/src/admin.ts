import { z } from "zod";

export const adminLoginSchema = z.strictObject({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(64),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const adminTokenSchema = z.object({ token: z.string() });

export const monthlySalesSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  totalSales: z.number(),
  totalOrders: z.number(),
});

/** GET /api/admin (SPEC §3 plus monthly figures computed with aggregation queries). */
export const adminStatsSchema = z.object({
  totalBooks: z.number(),
  totalSales: z.number(),
  trendingBooks: z.number(),
  totalOrders: z.number(),
  monthlySales: z.array(monthlySalesSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Lifetime of an admin token, shared by the server (JWT exp) and the client (auto logout): SPEC §9. */
export const ADMIN_TOKEN_TTL_SECONDS = 3600;
