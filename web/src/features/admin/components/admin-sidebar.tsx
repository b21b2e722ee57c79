import { Link, NavLink } from "react-router-dom";
import { BooksIcon } from "@/components/icons";
import { navItemsFor } from "@/features/admin/auth/utils/admin-nav";
import { AdminIcon } from "@/features/admin/components/admin-icon";
import { useAdminSession } from "@/lib/auth/admin-token";

const itemClassName = "inline-flex items-center gap-3 rounded-lg p-3 hover:bg-gray-700 hover:text-gray-300";

/**
 * The dashboard's pages, from the role's own list (admin-nav.ts: a new page is one row there). Wide screens show
 * icons, each named in hidden text; a phone's drawer shows the names beside them, over a backdrop that closes it.
 */
export function AdminSidebar({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  // Only the pages the member's role may use; the layout renders only for a signed-in member.
  const role = useAdminSession()?.role;
  const items = role ? navItemsFor(role) : [];
  const label = open ? "max-sm:not-sr-only sr-only" : "sr-only";
  return (
    <>
      {open && (
        // A pointer's way out; the keyboard's is the toggle, which stays in the top bar.
        <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-20 bg-gray-900/50 sm:hidden" />
      )}
      <aside
        id={id}
        aria-label="Admin"
        className={`${open ? "fixed inset-y-0 left-0 z-30 flex" : "hidden"} shrink-0 flex-col sm:static sm:flex`}
      >
        <Link to="/" className="inline-flex h-20 w-20 items-center justify-center bg-secondary text-primary">
          <BooksIcon className="size-10" />
          <span className="sr-only">Book Store home</span>
        </Link>
        <div className="flex grow flex-col justify-between overflow-y-auto bg-gray-800 text-gray-400">
          <nav className="mx-4 my-6 flex flex-col space-y-4">
            {items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === "/dashboard"}
                className={({ isActive }) => (isActive ? `${itemClassName} bg-white text-purple-600` : itemClassName)}
              >
                <AdminIcon name={item.icon} />
                <span className={label}>{item.label}</span>
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
    </>
  );
}
