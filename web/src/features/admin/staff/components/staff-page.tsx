import {
  ROLE_LABELS,
  STAFF_ROLES,
  staffCreateSchema,
  type StaffMember,
  type StaffRole,
  type StaffSetupLink,
} from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { StatusMessage } from "@/components/status-message";
import { inputClassName } from "@/features/admin/components/admin-input";
import { useChangeStaff, useCreateStaff, useResetStaff, useStaffList } from "@/features/admin/staff/api/staff";
import { SetupLinkNotice } from "@/features/admin/staff/components/setup-link-notice";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

/** /dashboard/staff (owner): the team, their roles, disabling and resetting them, and hiring. */
export function StaffPage() {
  const staff = useStaffList();
  const change = useChangeStaff();
  const reset = useResetStaff();
  const [link, setLink] = useState<StaffSetupLink | null>(null);
  // One place for what the server refused (the last owner, say): the list stays as it was.
  const failure = change.error ?? reset.error;

  const onReset = (member: StaffMember) =>
    reset.mutate(member.id, { onSuccess: (answer) => setLink(answer), onError: () => setLink(null) });

  return (
    <div className="space-y-6">
      <HireForm onHired={setLink} />
      {link && <SetupLinkNotice link={link} />}
      <section aria-labelledby="staff-title" className="rounded-lg bg-white p-4 shadow-md sm:p-6">
        <h2 id="staff-title" className="mb-4 text-2xl font-bold text-gray-800">
          Staff
        </h2>
        {failure && <StatusMessage kind="error">{failure.message}</StatusMessage>}
        {staff.isPending && <StatusMessage kind="loading">Loading...</StatusMessage>}
        {staff.isError && <StatusMessage kind="error">{staff.error.message}</StatusMessage>}
        <ul className="divide-y divide-gray-100">
          {staff.data?.staff.map((member) => (
            <li
              key={member.id}
              aria-label={member.username}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div className="min-w-0 wrap-anywhere">
                <p className="font-semibold text-gray-800">
                  {member.username}{" "}
                  {member.disabled && <span className="badge bg-danger-soft text-xs text-danger">Disabled</span>}
                </p>
                <p className="text-sm text-gray-600">
                  {member.lastSignInAt
                    ? `Last signed in ${formatDateTime(member.lastSignInAt)}`
                    : "Has not signed in yet"}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={`role-${member.id}`} className="sr-only">
                  Role of {member.username}
                </label>
                <select
                  id={`role-${member.id}`}
                  value={member.role}
                  disabled={change.isPending}
                  onChange={(event) =>
                    change.mutate({ id: member.id, patch: { role: event.target.value as StaffRole } })
                  }
                  className="rounded-md border border-gray-300 px-2 py-1.5"
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ id: member.id, patch: { disabled: !member.disabled } })}
                  aria-label={`${member.disabled ? "Enable" : "Disable"} ${member.username}`}
                  className={`btn px-3 py-1.5 text-sm ${member.disabled ? "btn-action" : "btn-danger"}`}
                >
                  {member.disabled ? "Enable" : "Disable"}
                </button>
                <button
                  type="button"
                  disabled={reset.isPending}
                  onClick={() => onReset(member)}
                  aria-label={`Reset ${member.username}`}
                  className="btn border-action px-3 py-1.5 text-sm text-action hover:bg-indigo-50"
                >
                  Reset
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Hiring: a username and a role; the answer's set-up link is handed to `onHired` to show once. */
function HireForm({ onHired }: { onHired: (link: StaffSetupLink) => void }) {
  const create = useCreateStaff();
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = staffCreateSchema.safeParse({ username: data.get("username"), role: data.get("role") });
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (link) => {
        form.reset();
        onHired(link);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(formErrors(error.fields));
      },
    });
  };

  return (
    <section aria-labelledby="hire-title" className="rounded-lg bg-white p-4 shadow-md sm:p-6">
      <h2 id="hire-title" className="mb-4 text-2xl font-bold text-gray-800">
        Add a member
      </h2>
      <form onSubmit={handleSubmit} noValidate className="grid gap-x-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <FormField id="hire-username" label="Username" error={errors.username}>
          {(described) => (
            <input id="hire-username" name="username" autoComplete="off" className={inputClassName} {...described} />
          )}
        </FormField>
        <FormField id="hire-role" label="Role" error={errors.role}>
          {(described) => (
            <select id="hire-role" name="role" defaultValue="catalog" className={inputClassName} {...described}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" disabled={create.isPending} className="btn btn-action px-6 sm:mt-6">
          Add member
        </button>
      </form>
      {create.isError && !(create.error instanceof ApiError && create.error.fields) && (
        <StatusMessage kind="error">{create.error.message}</StatusMessage>
      )}
    </section>
  );
}
