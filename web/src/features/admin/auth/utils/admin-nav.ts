import { roleCan, type Permission, type StaffRole } from "@bookstore/schema/staff-roles";
import type { AdminIconName } from "@/features/admin/components/admin-icon";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: AdminIconName;
  /** What the page needs; a member whose role lacks it neither sees the item nor reaches the page. */
  permission: Permission;
}

/** The dashboard's pages in the sidebar's order, each with the permission the server checks for what it shows. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: "dashboard", permission: "stats" },
  { to: "/dashboard/add-new-book", label: "Add Book", icon: "plus", permission: "books.write" },
  { to: "/dashboard/manage-books", label: "Documents", icon: "documents", permission: "books.read" },
  { to: "/dashboard/orders", label: "Orders", icon: "cart", permission: "orders" },
  { to: "/dashboard/returns", label: "Returns", icon: "undo", permission: "returns" },
  { to: "/dashboard/reviews", label: "Reviews", icon: "star", permission: "reviews" },
  { to: "/dashboard/staff", label: "Staff", icon: "users", permission: "staff" },
  { to: "/dashboard/activity", label: "Activity", icon: "clock", permission: "activity" },
  { to: "/dashboard/mail", label: "Mail", icon: "mail", permission: "mail" },
  { to: "/dashboard/settings", label: "Settings", icon: "settings", permission: "settings" },
  { to: "/dashboard/delivery", label: "Delivery", icon: "truck", permission: "settings" },
  { to: "/dashboard/discounts", label: "Discounts", icon: "tag", permission: "settings" },
];

/** The sidebar of a member with this role: only the pages their role may use. */
export const navItemsFor = (role: StaffRole) => ADMIN_NAV_ITEMS.filter((item) => roleCan(role, item.permission));

// Where a dashboard opens, by the first of these the role may do: the owner's figures, the packer's order desk,
// the catalogue keeper's books.
const LANDINGS: readonly [Permission, string][] = [
  ["stats", "/dashboard"],
  ["orders", "/dashboard/orders"],
  ["books.read", "/dashboard/manage-books"],
];

/** The page a member's dashboard opens on. */
export function landingPathFor(role: StaffRole): string {
  return LANDINGS.find(([permission]) => roleCan(role, permission))?.[1] ?? "/dashboard/manage-books";
}
