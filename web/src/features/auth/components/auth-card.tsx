import { useEffect, useRef, type ReactNode } from "react";
import { TextField, type TextFieldProps } from "@/components/form-field";

/** The narrow card the sign-in pages share (login, forgotten password, the e-mail links' page). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100vh-120px)] items-center justify-center px-4">
      <div className="mx-auto w-full max-w-sm rounded-sm bg-white px-6 pt-6 pb-8 shadow-md sm:px-8">
        <h1 className="mb-4 text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/**
 * The outcome that replaces a form or a wait: announced, and focused when it replaces what had focus (the
 * button just pressed), so keyboard and screen-reader users land on it.
 */
export function Outcome({ kind, children }: { kind: "done" | "failed"; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || !document.activeElement?.isConnected) ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === "failed" ? "alert" : "status"}
      className={`space-y-3 rounded-md px-4 py-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-action ${
        kind === "failed" ? "border border-danger/30 bg-danger-soft text-danger" : "bg-success-soft text-success"
      }`}
    >
      {children}
    </div>
  );
}

/** A form field of these pages: a label above, the input, and its refusal announced beside it. */
export function Field(
  props: Omit<TextFieldProps, "className" | "labelClassName" | "inputClassName" | "errorClassName">,
) {
  return (
    <TextField
      className="mb-4"
      labelClassName="mb-2 block text-sm font-bold text-gray-700"
      inputClassName="w-full rounded-sm border px-3 py-2 leading-tight shadow-sm focus:outline-2 focus:outline-primary"
      errorClassName="mt-1 text-xs font-semibold text-danger"
      announce
      {...props}
    />
  );
}
