import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router-dom";
import { DashboardIcon, LoginIcon } from "@/components/icons";
import { hasSessionHint } from "@/features/auth/api/auth-session";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { useAdminToken } from "@/lib/auth/admin-token";

// Most first visits are signed out: the avatar's menu loads only for a shopper who is (or was last time).
const loadAvatarMenu = () => import("@/features/auth/components/avatar-menu");
const AvatarMenu = lazy(() => loadAvatarMenu().then((module) => ({ default: module.AvatarMenu })));

/** The avatar's space while the shopper's session, or the menu's code, is on its way. */
const avatarSpace = <span className="inline-block size-8" aria-hidden="true" />;

/**
 * The header's account corner (product §2): avatar menu when signed in, admin shortcut, or a login link.
 * `backInStock` counts wished books that have copies again: shown on the avatar and beside 'Wishlist'.
 */
export function AccountMenu({ backInStock = 0 }: { backInStock?: number }) {
  const auth = useAuthStore();
  const adminToken = useAdminToken();
  const returning = hasSessionHint();
  useEffect(() => {
    // Fetched beside the Firebase SDK rather than after it.
    if (returning) void loadAvatarMenu();
  }, [returning]);

  // A shopper who was signed in last time gets a blank space until Firebase confirms, never a login icon that
  // flashes before their avatar. Everyone else sees the login link at once (no SDK needed to know that).
  if (auth.status === "loading" && returning) return avatarSpace;
  if (auth.status === "signed-in") {
    return (
      <Suspense fallback={avatarSpace}>
        <AvatarMenu user={auth.user} backInStock={backInStock} />
      </Suspense>
    );
  }
  if (adminToken) {
    return (
      <Link to="/dashboard" className="flex items-center gap-1 text-sm font-semibold">
        <DashboardIcon className="size-6" />
        Dashboard
      </Link>
    );
  }
  return (
    <Link to="/login" aria-label="Log in">
      <LoginIcon className="size-6" />
    </Link>
  );
}
