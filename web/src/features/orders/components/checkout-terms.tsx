import { Link } from "react-router-dom";

/**
 * The terms box Place Order waits for; until it is ticked, the hint (`hintId`, which the button is described by)
 * says why.
 */
export function CheckoutTerms({
  accepted,
  onChange,
  hintId,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  hintId: string;
}) {
  return (
    <div className="md:col-span-5">
      <div className="inline-flex items-center">
        <input
          id="checkout-terms"
          name="terms"
          type="checkbox"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4"
        />
        <label htmlFor="checkout-terms" className="ml-2">
          I agree to the{" "}
          <Link to="/terms" target="_blank" className="text-action underline">
            Terms &amp; Conditions
          </Link>{" "}
          and{" "}
          <Link to="/terms#shopping-policy" target="_blank" className="text-action underline">
            Shopping Policy.
          </Link>
        </label>
      </div>
      {!accepted && (
        <p id={hintId} className="mt-1 text-gray-600">
          Tick the box to agree to the terms before placing your order.
        </p>
      )}
    </div>
  );
}
