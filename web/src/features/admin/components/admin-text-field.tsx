import { TextField, type TextFieldProps } from "@/components/form-field";
import { inputClassName } from "@/features/admin/components/admin-input";

type AdminTextFieldProps = Omit<TextFieldProps, "className" | "labelClassName" | "inputClassName" | "errorClassName">;

/** A labelled text input in the admin area's look, its error under it (the sign-in and set-up forms). */
export function AdminTextField(props: AdminTextFieldProps) {
  return (
    <TextField
      className="mb-4"
      labelClassName="mb-1 block text-sm font-semibold text-gray-700"
      inputClassName={inputClassName}
      errorClassName="mt-1 text-sm text-danger"
      {...props}
    />
  );
}

/** A password input in the admin's look: the sign-in's current one, or a new one and its repetition at set-up. */
export function AdminPasswordField({
  fresh = false,
  ...props
}: Omit<AdminTextFieldProps, "type" | "autoComplete"> & { fresh?: boolean }) {
  return <AdminTextField type="password" autoComplete={fresh ? "new-password" : "current-password"} {...props} />;
}
