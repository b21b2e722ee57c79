// The staff's roles and what each may do, as plain values importable without zod
// (`@bookstore/schema/staff-roles`): the server checks them on every admin route, the dashboard shows only what a
// member's role allows. Why these three: docs/decisions/020-staff-roles-and-activity.md.

export const STAFF_ROLES = ["owner", "catalog", "fulfilment"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What an admin route needs. `books.read` is the dashboard's read-only catalogue (and a book's last change);
 * `books.write` is every catalogue change: add, edit, delete, stock, covers, imports and exports.
 */
export const PERMISSIONS = [
  "stats",
  "staff",
  "activity",
  "mail",
  "books.read",
  "books.write",
  "reviews",
  "orders",
  "settings",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  catalog: ["books.read", "books.write", "reviews"],
  fulfilment: ["books.read", "orders"],
};

export const roleCan = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

/** How the dashboard names each role and each permission (the server's 403 names the permission the same way). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  catalog: "Catalogue",
  fulfilment: "Fulfilment",
};
export const PERMISSION_LABELS: Record<Permission, string> = {
  stats: "the sales figures",
  staff: "staff accounts",
  activity: "the activity log",
  mail: "the shop's mail and newsletter",
  "books.read": "reading the catalogue",
  "books.write": "changing books (covers, imports, exports)",
  reviews: "review moderation",
  orders: "the order desk",
  settings: "the shop's settings, delivery and discount codes",
};

/** Set-up links and the passwords they set. */
export const STAFF_SETUP = { linkHours: 48, minPassword: 10, maxPassword: 256, path: "/admin/setup" } as const;

/** Usernames: what a document id allows, lowercased on storage; shown as typed. */
export const STAFF_USERNAME = { min: 2, max: 64, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** Every action the activity log records: `<target type>.<verb>`. */
export const ACTIVITY_ACTIONS = [
  "book.create",
  "book.edit",
  "book.delete",
  "book.stock",
  "cover.set",
  "cover.remove",
  "import.start",
  "import.end",
  "order.status",
  "order.cancel",
  "review.hide",
  "review.show",
  "staff.create",
  "staff.change",
  "staff.reset",
  "settings.change",
  "zone.create",
  "zone.change",
  "zone.delete",
  "discount.create",
  "discount.change",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TARGET_TYPES = [
  "book",
  "import",
  "order",
  "review",
  "staff",
  "settings",
  "zone",
  "discount",
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/** Paging of GET /api/admin/activity. */
export const ACTIVITY_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/**
 * How an admin route refuses, so the dashboard knows whether to sign out:
 * - 401 `unauthenticated`: no token;
 * - 401 `session-ended`: a valid token the member no longer holds (disabled, role changed, reset): sign in again;
 * - 403 `invalid-token`: expired, forged, or not an admin token (a shopper's): sign in again;
 * - 403 `forbidden`: the member's role lacks the permission the message names: stay signed in.
 * Sign-in also sets the `__session` cookie (HttpOnly, the one cookie Hosting forwards): the browser's proof of an
 * earlier sign-in, which keeps others' failures at the same address from throttling this member.
 */
export const ADMIN_REFUSALS = {
  sessionEnded: "session-ended",
  invalidToken: "invalid-token",
  forbidden: "forbidden",
} as const;
