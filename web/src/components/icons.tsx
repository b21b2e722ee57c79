import { Icon, type IconProps } from "@bookstore/views/icons";

export { CartIcon, Icon, type IconProps } from "@bookstore/views/icons";

export const BooksIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h4v16H6a2 2 0 0 0-2 1.5Z" />
    <path d="M10 3h4v16h-4" />
    <path d="m14 4.5 3.8-1 3.2 14.5-3.8 1Z" />
  </Icon>
);

export const SearchIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const UserIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const LoginIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
  </Icon>
);

export const DashboardIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

/** Outlined when `filled` is false, solid when true (a wished book). */
export const HeartIcon = ({ className, filled = false }: IconProps & { filled?: boolean }) => (
  <Icon className={className}>
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.5 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.5 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      fill={filled ? "currentColor" : "none"}
    />
  </Icon>
);
