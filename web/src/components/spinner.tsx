/** A decorative spinning ring; the caller gives the surrounding status its accessible text. */
export function Spinner({ className = "size-12" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-secondary/20 border-t-primary ${className}`}
    />
  );
}
