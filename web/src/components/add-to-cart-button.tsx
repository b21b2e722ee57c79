import { CartIcon } from "@/components/icons";

/** The one look of "Add to Cart" (card and detail page); what it does is the caller's. */
export function AddToCartButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-fit items-center gap-1 rounded-md bg-primary px-6 py-2 font-semibold whitespace-nowrap text-secondary hover:bg-secondary hover:text-white"
    >
      <CartIcon className="size-5" />
      <span>Add to Cart</span>
    </button>
  );
}
