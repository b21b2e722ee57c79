export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="w-full rounded-md bg-green-700 py-2 font-bold text-white hover:bg-green-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
