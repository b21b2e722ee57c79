import { Link, NavLink } from "react-router-dom";
import { BooksIcon } from "@/components/icons";
import { navItemsFor } from "@/features/admin/auth/utils/admin-nav";
import { AdminIcon } from "@/features/admin/components/admin-icon";
import { useAdminSession } from "@/lib/auth/admin-token";

const itemClassName = "inline-flex items-center justify-center rounded-lg p-3 hover:bg-gray-700 hover:text-gray-300";

/** Icon-only navigation; each item's name is in visually hidden text so it is still announced and clickable. */
export function AdminSidebar({ id, open }: { id: string; open: boolean }) {
  // Only the pages the member's role may use; the layout renders only for a signed-in member.
  const role = useAdminSession()?.role;
  const items = role ? navItemsFor(role) : [];
  return (
    <aside
      id={id}
      aria-label="Admin"
      className={`${open ? "fixed inset-y-0 left-0 z-30 flex" : "hidden"} shrink-0 flex-col sm:static sm:flex`}
    >
      <Link to="/" className="inline-flex h-20 w-20 items-center justify-center bg-secondary text-primary">
        <BooksIcon className="size-10" />
        <span className="sr-only">Book Store home</span>
      </Link>
      <div className="flex grow flex-col justify-between bg-gray-800 text-gray-400">
        <nav className="mx-4 my-6 flex flex-col space-y-4">
          {/* Product §2: the folders item goes nowhere; kept for the layout, announced as a link like in the design. */}
          <a href="#" className={itemClassName}>
            <span className="sr-only">Folders</span>
            <AdminIcon name="folder" />
          </a>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/dashboard"}
              className={({ isActive }) => (isActive ? `${itemClassName} bg-white text-purple-600` : itemClassName)}
            >
              <span className="sr-only">{item.label}</span>
              <AdminIcon name={item.icon} />
            </NavLink>
          ))}
        </nav>
        <div className="inline-flex h-20 w-20 items-center justify-center border-t border-gray-700">
          <button type="button" className="rounded-lg p-3 hover:bg-gray-700 hover:text-gray-300">
            <span className="sr-only">Settings</span>
            <AdminIcon name="settings" />
          </button>
        </div>
      </div>
    </aside>
  );
}
