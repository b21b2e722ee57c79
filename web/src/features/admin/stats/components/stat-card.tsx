import type { ReactNode } from "react";
import { AdminIcon, type AdminIconName } from "@/features/admin/components/admin-icon";

const TONES = {
  purple: "bg-purple-100 text-purple-600",
  green: "bg-green-100 text-green-600",
  red: "bg-red-100 text-red-600",
  blue: "bg-blue-100 text-blue-600",
  yellow: "bg-yellow-100 text-yellow-600",
  teal: "bg-teal-100 text-teal-600",
} as const;

/** One figure with its label; the label follows the value in reading order, as on the original cards. */
export function StatCard({
  icon,
  tone,
  value,
  label,
}: {
  icon: AdminIconName;
  tone: keyof typeof TONES;
  value: ReactNode;
  label: string;
}) {
  return (
    // Tighter on phones, and the figure may wrap: a shop's total sales grow wider than a 320 px card.
    <div className="flex items-center rounded-lg bg-white p-5 shadow sm:p-8">
      <div
        className={`mr-4 inline-flex size-12 shrink-0 items-center justify-center rounded-full sm:mr-6 sm:size-16 ${TONES[tone]}`}
      >
        <AdminIcon name={icon} />
      </div>
      <div className="min-w-0 wrap-anywhere">
        <span className="block text-2xl font-bold">{value}</span>
        <span className="block text-gray-500">{label}</span>
      </div>
    </div>
  );
}
