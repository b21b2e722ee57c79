export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className="btn btn-action w-full">
      {children}
    </button>
  );
}
