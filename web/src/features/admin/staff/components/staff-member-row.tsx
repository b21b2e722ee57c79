import { ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole, type StaffSetupLink } from "@bookstore/schema";
import { useId } from "react";
import { confirmDialog } from "@/components/dialogs";
import { useChangeStaff, useResetStaff } from "@/features/admin/staff/api/staff";
import { formatDateTime } from "@/lib/format";

/** What the page says once a change is made: one sentence, kept until the next. */
export type StaffNotice = (text: string) => void;

/** The role select's own state beside it: saving, saved, or why not (the last owner, say). */
function RoleState({ id, change }: { id: string; change: ReturnType<typeof useChangeStaff> }) {
  const roleChange = change.variables?.patch.role !== undefined;
  let text = "";
  if (roleChange && change.isPending) text = "Saving…";
  else if (roleChange && change.isSuccess) text = "Saved";
  else if (roleChange && change.isError) text = change.error.message;
  return (
    <span id={id} role="status" className={`text-sm ${change.isError ? "text-danger" : "text-gray-600"}`}>
      {text}
    </span>
  );
}

/**
 * One member: their role (saved as soon as it is chosen, and says so), Disable or Enable, and Reset. Disable and
 * Reset ask first, naming the member and what happens to them; every change ends with a sentence on the page.
 */
export function StaffMemberRow({
  member,
  onNotice,
  onLink,
}: {
  member: StaffMember;
  onNotice: StaffNotice;
  onLink: (link: StaffSetupLink) => void;
}) {
  const change = useChangeStaff();
  const reset = useResetStaff();
  const stateId = useId();
  const { username } = member;
  const refused = (error: Error) => onNotice(`Nothing changed for ${username}: ${error.message}`);

  const onRole = (role: StaffRole) =>
    change.mutate(
      { id: member.id, patch: { role } },
      {
        onSuccess: () => onNotice(`${username} is now ${ROLE_LABELS[role]}: they are signed out and sign in again.`),
        onError: refused,
      },
    );

  const onDisable = async () => {
    const disabling = !member.disabled;
    if (
      disabling &&
      !(await confirmDialog({
        title: `Disable ${username}?`,
        text: `${username} is signed out at once and cannot sign in until you enable them again.`,
        confirmButtonText: "Disable",
      }))
    ) {
      return;
    }
    change.mutate(
      { id: member.id, patch: { disabled: disabling } },
      {
        onSuccess: () =>
          onNotice(disabling ? `${username} is disabled and signed out.` : `${username} is enabled and may sign in.`),
        onError: refused,
      },
    );
  };

  const onReset = async () => {
    const confirmed = await confirmDialog({
      title: `Reset ${username}?`,
      text: `${username}'s password stops working now and they are signed out. You get a new set-up link to hand over.`,
      confirmButtonText: "Reset",
    });
    if (!confirmed) return;
    reset.mutate(member.id, {
      onSuccess: (link) => {
        onLink(link);
        onNotice(`${username}'s password is reset: hand over the new set-up link.`);
      },
      onError: refused,
    });
  };

  return (
    <li aria-label={username} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold text-gray-800">
          {username} {member.disabled && <span className="badge bg-danger-soft text-xs text-danger">Disabled</span>}
        </p>
        <p className="text-sm text-gray-600">
          {member.lastSignInAt ? `Last signed in ${formatDateTime(member.lastSignInAt)}` : "Has not signed in yet"}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`role-${member.id}`} className="sr-only">
          Role of {username}
        </label>
        <select
          id={`role-${member.id}`}
          value={change.isPending && change.variables.patch.role ? change.variables.patch.role : member.role}
          disabled={change.isPending}
          aria-describedby={stateId}
          onChange={(event) => onRole(event.target.value as StaffRole)}
          className="rounded-md border border-gray-300 px-2 py-1.5"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <RoleState id={stateId} change={change} />
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => void onDisable()}
          aria-label={`${member.disabled ? "Enable" : "Disable"} ${username}`}
          className={`btn px-3 py-1.5 text-sm ${member.disabled ? "btn-action" : "btn-danger"}`}
        >
          {member.disabled ? "Enable" : "Disable"}
        </button>
        <button
          type="button"
          disabled={reset.isPending}
          onClick={() => void onReset()}
          aria-label={`Reset ${username}`}
          className="btn border-action px-3 py-1.5 text-sm text-action hover:bg-indigo-50"
        >
          Reset
        </button>
      </div>
    </li>
  );
}
