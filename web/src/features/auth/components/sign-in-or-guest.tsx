import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { continueAsGuest } from "@/features/auth/api/auth-service";
import { LOGIN_PATH } from "@/features/auth/utils/login-path";

/**
 * What a signed-out shopper sees at checkout: sign in, or buy now as a guest (an anonymous account that keeps
 * their orders in this browser and can become a real account later).
 */
export function SignInOrGuest() {
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const onGuest = async () => {
    setPending(true);
    setFailed(false);
    try {
      await continueAsGuest();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="checkout-choice-heading" className="mx-auto max-w-screen-sm py-8">
      <h1 id="checkout-choice-heading" className="mb-2 text-xl font-semibold text-gray-700">
        Check out
      </h1>
      <p className="mb-6 text-gray-600">
        Sign in to keep your orders in your account, or continue as a guest: you can create an account afterwards and
        keep the order.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={LOGIN_PATH} state={{ from: location }} className="btn btn-action">
          Sign in
        </Link>
        <button type="button" onClick={() => void onGuest()} disabled={pending} className="btn btn-quiet">
          {pending ? "Starting guest checkout..." : "Continue as guest"}
        </button>
      </div>
      <p className="mt-6 text-sm text-gray-600">
        Ordered as a guest before?{" "}
        <Link to="/orders/lookup" className="text-action underline">
          Track an order
        </Link>
      </p>
      {failed && (
        <div className="mt-4">
          <StatusMessage kind="error">We could not start a guest checkout. Try again, or sign in.</StatusMessage>
        </div>
      )}
    </section>
  );
}
