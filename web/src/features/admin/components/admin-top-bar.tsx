import { AdminIcon } from "@/features/admin/components/admin-icon";
import { clearAdminToken, readTokenUsername, useAdminToken } from "@/lib/admin-token";

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
  // The signed-in admin, from the token's subject; the layout only renders with a token.
  const token = useAdminToken();
  const username = (token && readTokenUsername(token)) || "Admin";
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
      <div role="search" className="relative w-full max-w-md">
        <label htmlFor="admin-search" className="sr-only">
          Search
        </label>
        <AdminIcon
          name="search"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-gray-400"
        />
        <input
          id="admin-search"
          type="search"
          placeholder="Search..."
          className="w-full rounded-md border border-transparent bg-gray-100 py-2 pl-10 pr-4 placeholder-gray-500 focus:border-gray-300 focus:bg-white focus:outline-none"
        />
      </div>
      <div className="ml-auto flex shrink-0 items-center">
        <button type="button" className="inline-flex items-center rounded-lg p-2 hover:bg-gray-100">
          <span className="sr-only">User menu</span>
          <span className="hidden md:flex md:flex-col md:items-end md:leading-tight">
            <span className="font-semibold">{username}</span>
            <span className="text-sm text-gray-600">Administrator</span>
          </span>
          <span
            aria-hidden="true"
            className="ml-2 mr-2 inline-flex size-10 items-center justify-center rounded-full bg-purple-100 font-semibold text-purple-700 sm:ml-3 md:size-12"
          >
            {initialsOf(username)}
          </span>
          <AdminIcon name="chevronDown" className="hidden size-5 text-gray-500 sm:block" />
        </button>
        <div className="ml-3 flex items-center space-x-1 border-l pl-3">
          <button
            type="button"
            className="relative rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-600"
          >
            <span className="sr-only">Notifications</span>
            <span aria-hidden="true" className="absolute right-2 top-1.5 size-2 rounded-full bg-red-500" />
            <span aria-hidden="true" className="absolute right-2 top-1.5 size-2 animate-ping rounded-full bg-red-500" />
            <AdminIcon name="bell" />
          </button>
          {/* Removing the token is the whole logout: the admin guard sees it go and navigates to / (product §4). */}
          <button
            type="button"
            onClick={clearAdminToken}
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
