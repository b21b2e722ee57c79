import { FormField, inputClassName } from "@/features/admin/components/form-field";

/** A price (two decimals) or, with `wholeNumber`, a count; `optional` for the details a book may lack. */
export function NumberField({
  name,
  label,
  defaultValue,
  error,
  wholeNumber = false,
  optional = false,
  min = 0,
}: {
  name: string;
  label: string;
  defaultValue?: number;
  error?: string;
  wholeNumber?: boolean;
  optional?: boolean;
  min?: number;
}) {
  const id = `book-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type="number"
          inputMode={wholeNumber ? "numeric" : "decimal"}
          min={min}
          step={wholeNumber ? 1 : 0.01}
          required={!optional}
          placeholder={label}
          defaultValue={defaultValue}
          className={inputClassName}
          {...described}
        />
      )}
    </FormField>
  );
}
