import { useEffect, useId, useRef } from "react";
import { Link } from "react-router-dom";
import { UserIcon } from "@/components/icons";
import { logout } from "@/features/auth/api/auth-service";
import type { AuthUser } from "@/features/auth/stores/auth-store";
import { useOpenUntilNavigation } from "@/hooks/use-open-until-navigation";

const MENU_LINKS = [
  { to: "/user-dashboard", label: "Dashboard" },
  { to: "/orders", label: "Orders" },
  { to: "/wishlist", label: "Wishlist" },
  { to: "/account", label: "Account" },
  { to: "/cart", label: "Cart Page" },
  { to: "/checkout", label: "Check Out" },
] as const;

/** A guest has orders but no account: nothing in the menu says they are signed in, let alone with an email. */
const GUEST_LINKS = [
  { to: "/orders", label: "Your Orders" },
  { to: "/orders/lookup", label: "Track an order" },
  { to: "/cart", label: "Cart Page" },
  { to: "/checkout", label: "Check Out" },
] as const;

/** The signed-in shopper's (or guest's) avatar and its menu of account links. */
export function AvatarMenu({ user, backInStock }: { user: AuthUser; backInStock: number }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const countId = useId();
  const backInStockText = `${backInStock} wished ${backInStock === 1 ? "book is" : "books are"} back in stock`;
  const links = user.guest ? GUEST_LINKS : MENU_LINKS;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, setOpen]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={user.guest ? "Guest menu" : "Account menu"}
        aria-expanded={open}
        aria-controls={menuId}
        aria-describedby={backInStock > 0 ? countId : undefined}
        onClick={() => setOpen(!open)}
        className="relative flex size-8 items-center justify-center rounded-full ring-2 ring-blue-500"
      >
        {user.photoUrl ? (
          <img
            src={user.photoUrl}
            alt=""
            className="size-full rounded-full object-cover"
            referrerPolicy="no-referrer"
          />
        ) : (
          <UserIcon className="size-6" />
        )}
        {backInStock > 0 && (
          <span
            id={countId}
            className="absolute -top-2 -right-2 flex min-w-5 items-center justify-center rounded-full bg-success px-1 text-xs font-bold text-white"
          >
            <span aria-hidden="true">{backInStock}</span>
            <span className="sr-only">{backInStockText}</span>
          </span>
        )}
      </button>
      {/* A disclosure of plain links (not an ARIA menu): Tab moves through them as through any nav list. */}
      <nav
        id={menuId}
        aria-label={user.guest ? "Guest" : "Account"}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-48 rounded-md bg-white shadow-lg"
      >
        {user.guest && <p className="px-4 pt-3 text-sm text-gray-600">Shopping as a guest</p>}
        <ul className="py-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)} className="block px-4 py-2 text-sm hover:bg-gray-100">
                {link.label}
                {link.to === "/wishlist" && backInStock > 0 && (
                  <span className="ml-2 text-success">({backInStockText})</span>
                )}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
              className="block w-full px-4 py-2 text-left text-sm hover:bg-gray-100"
            >
              {user.guest ? "Leave guest session" : "Logout"}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
