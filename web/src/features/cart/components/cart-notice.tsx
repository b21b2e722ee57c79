import { useId, type ReactNode, type Ref } from "react";

const TONES = {
  info: "border-info/30 bg-info-soft text-info",
  caution: "border-caution/30 bg-caution-soft text-caution",
} as const;

/**
 * A notice above the cart or the checkout: what happened, the books it concerns (`children`, list items) and what
 * to do. Focusable (not in the tab order), so a page can bring the shopper to it; focus reads the title, the
 * books and the action.
 */
export function CartNotice({
  role,
  tone,
  title,
  action,
  children,
  ref,
}: {
  role: "status" | "alert";
  tone: keyof typeof TONES;
  title: string;
  action: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list ${id}-action`}
      className={`mb-6 scroll-mt-4 rounded-md border px-4 py-3 ${TONES[tone]}`}
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      <ul id={`${id}-list`} className="mt-2 space-y-2">
        {children}
      </ul>
      <p id={`${id}-action`} className="mt-2">
        {action}
      </p>
    </div>
  );
}
