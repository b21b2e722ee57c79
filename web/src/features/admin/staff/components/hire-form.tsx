import { ROLE_LABELS, STAFF_ROLES, STAFF_USERNAME, staffCreateSchema, type StaffSetupLink } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { StatusMessage } from "@/components/status-message";
import { inputClassName } from "@/features/admin/components/admin-input";
import { useCreateStaff } from "@/features/admin/staff/api/staff";
import { ApiError } from "@/lib/api-client";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

/** The username's rule, in the words of the schema's refusal. */
export const USERNAME_RULE = `${STAFF_USERNAME.min}–${STAFF_USERNAME.max} letters, digits, _ or -`;

/** Hiring: a username and a role; the answer's set-up link is handed to `onHired` to show until dismissed. */
export function HireForm({ onHired }: { onHired: (link: StaffSetupLink) => void }) {
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
        <FormField id="hire-username" label="Username" error={errors.username} hint={USERNAME_RULE}>
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
