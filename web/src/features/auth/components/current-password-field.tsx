import { Field } from "@/features/auth/components/auth-card";

/**
 * The account's present password, which every change of a credential asks for first: a session left open
 * elsewhere cannot change the address or the password (the change e-mail and change password forms).
 */
export function CurrentPasswordField({ id }: { id: string }) {
  return (
    <Field
      id={id}
      name="current-password"
      type="password"
      label="Current password"
      autoComplete="current-password"
      required
    />
  );
}
