import { Icon, type IconProps } from "@/components/icons";

// The footer's alone, so they load with it rather than with every page's first screen.

export const FacebookIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z" />
  </Icon>
);

export const TwitterIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2Z" />
  </Icon>
);

export const InstagramIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Icon>
);
