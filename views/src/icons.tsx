import type { ReactNode } from "react";

// Hand-drawn outline icons (no icon library in the bundle). Always decorative: the link or button that holds
// an icon carries the accessible name.
export function Icon({ className = "size-6", children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export type IconProps = { className?: string };

export const CartIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1.5 1.5 0 0 0 1.5 1.1h9.3a1.5 1.5 0 0 0 1.5-1.1L22 7H6" />
  </Icon>
);
