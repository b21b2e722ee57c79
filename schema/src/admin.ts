import { z } from "./zod";
import { categorySchema } from "./book";
import { requiredText, text } from "./text";

export const adminLoginSchema = z.strictObject({
  username: requiredText("Username", 64),
  // Passwords are compared, never trimmed; only text that can be encoded is accepted.
  password: text("Password", 256).min(1, "Password is required"),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const monthlySalesSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  totalSales: z.number(),
  totalOrders: z.number(),
});

export const genreSalesSchema = z.object({ category: categorySchema, totalSales: z.number(), copies: z.number() });

/** A customer's orders that count as sales, and their average value. */
export const customerSummarySchema = z.object({
  name: z.string(),
  email: z.string(),
  orders: z.number(),
  averageOrder: z.number(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/**
 * GET /api/admin: product §3's figures plus the dashboard's real ones. Cancelled orders count nowhere in sales;
 * `openOrders` are placed or shipped; `monthlySales` are the last 12 calendar months (UTC), oldest first.
 * `totalSales` (and each month's and genre's) is the books' revenue after discounts; what the orders charged for
 * delivery and the tax they carried are beside it (docs/decisions/021-delivery-tax-and-discounts.md).
 */
export const adminStatsSchema = z.object({
  totalBooks: z.number(),
  totalSales: z.number(),
  totalDelivery: z.number(),
  totalTax: z.number(),
  trendingBooks: z.number(),
  totalOrders: z.number(),
  monthlySales: z.array(monthlySalesSchema),
  openOrders: z.number(),
  ordersLastDay: z.number(),
  salesByGenre: z.array(genreSalesSchema),
  topCustomers: z.array(customerSummarySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
