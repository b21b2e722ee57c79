import { z } from "./zod";
import { requiredText, text } from "./text";

export const adminLoginSchema = z.strictObject({
  username: requiredText("Username", 64),
  // Passwords are compared, never trimmed; only text that can be encoded is accepted.
  password: text("Password", 256).min(1, "Password is required"),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const adminTokenSchema = z.object({ token: z.string() });

export const monthlySalesSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  totalSales: z.number(),
  totalOrders: z.number(),
});

/** GET /api/admin (product §3 plus monthly figures computed with aggregation queries). */
export const adminStatsSchema = z.object({
  totalBooks: z.number(),
  totalSales: z.number(),
  trendingBooks: z.number(),
  totalOrders: z.number(),
  monthlySales: z.array(monthlySalesSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
