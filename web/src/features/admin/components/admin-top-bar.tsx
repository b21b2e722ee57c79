import { AdminIcon } from "@/features/admin/components/admin-icon";
import { ROLE_LABELS } from "@bookstore/schema/staff-roles";
import { clearAdminToken, useAdminSession } from "@/lib/auth/admin-token";

const initialsOf = (username: string) => username.slice(0, 2).toUpperCase();

export function AdminTopBar({
  sidebarId,
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  // The signed-in member, as the login answered; the layout only renders with a session.
  const session = useAdminSession();
  const username = session?.username || "Admin";
  return (
    <header className="flex h-20 items-center bg-white px-4 sm:px-10">
      {/* Only small screens hide the sidebar, so only they need a way to open it. */}
      <button
        type="button"
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
        className="mr-2 rounded-full p-2 text-gray-600 hover:bg-gray-100 sm:hidden"
      >
        <span className="sr-only">Toggle navigation</span>
        <AdminIcon name="menu" />
      </button>
      <div className="ml-auto flex min-w-0 items-center">
        {/* Who is signed in: shown, not a menu (the one action, Log out, sits beside it). */}
        <p className="inline-flex min-w-0 items-center p-2">
          <span className="sr-only">Signed in as </span>
          {/* At every width: on a phone too the member sees who is signed in and as what. */}
          <span className="flex min-w-0 flex-col items-end leading-tight">
            <span className="max-w-[9rem] truncate font-semibold sm:max-w-none">{username}</span>
            <span className="text-sm text-gray-600">{session ? ROLE_LABELS[session.role] : "Administrator"}</span>
          </span>
          <span
            aria-hidden="true"
            className="ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-purple-100 font-semibold text-purple-700 max-sm:hidden sm:mr-2 sm:ml-3 md:size-12"
          >
            {initialsOf(username)}
          </span>
        </p>
        <div className="ml-3 flex items-center space-x-1 border-l pl-3">
          {/* Removing the token is the whole logout: the admin guard sees it go and navigates to / (product §4). */}
          <button
            type="button"
            onClick={() => clearAdminToken()}
            className="inline-flex items-center gap-1 rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-600"
          >
            <AdminIcon name="logout" />
            <span className="sr-only md:not-sr-only">Log out</span>
          </button>
        </div>
      </div>
    </header>
  );
}
