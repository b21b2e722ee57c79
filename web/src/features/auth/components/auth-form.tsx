import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { loginUser, registerUser, signInWithGoogle } from "@/features/auth/api/auth-service";
import { Field } from "@/features/auth/components/auth-card";
import { redirectTarget } from "@/features/auth/utils/redirect-target";
import { signInHint } from "@/features/auth/utils/sign-in-hint";

const COPY = {
  login: {
    heading: "Please Login",
    submit: "Login",
    success: "Login successful!",
    switchText: "Haven't an account? Please",
    switchLabel: "Register",
    switchTo: "/register",
    submitCredentials: loginUser,
  },
  register: {
    heading: "Please Register",
    submit: "Register",
    success: "User registered successfully!",
    switchText: "Have an account? Please",
    switchLabel: "Login",
    switchTo: "/login",
    submitCredentials: registerUser,
  },
} as const;

/** Firebase's code for a popup the shopper replaced with a newer one: the newer attempt reports the outcome. */
const SUPERSEDED_POPUP = "auth/cancelled-popup-request";

/** The /login and /register forms (product §2): email + password, Google popup, a link to the other form. */
export function AuthForm({ mode }: { mode: "login" | "register" }) {
  const copy = COPY[mode];
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<{ hint?: string } | null>(null);
  const [pending, setPending] = useState(false);

  const finish = (message: string) => {
    // product §8 calls these alerts; the blocking native alert also makes them easy to assert in browser tests.
    window.alert(message);
    navigate(redirectTarget(location.state), { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await copy.submitCredentials(String(form.get("email")), String(form.get("password")));
      finish(copy.success);
    } catch (cause) {
      setError({ hint: signInHint(cause) });
    } finally {
      setPending(false);
    }
  };

  const onGoogle = async () => {
    setPending(true);
    try {
      await signInWithGoogle();
      // A Google account signs in whether or not it is new, so both forms report a login.
      finish("Login successful!");
    } catch (cause) {
      if ((cause as { code?: string }).code !== SUPERSEDED_POPUP) window.alert("Google sign in failed!");
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex min-h-[calc(100vh-120px)] items-center justify-center px-4">
      <div className="mx-auto w-full max-w-sm rounded-sm bg-white px-8 pt-6 pb-8 shadow-md">
        <h1 className="mb-4 text-xl font-semibold">{copy.heading}</h1>
        <form onSubmit={onSubmit}>
          <Field
            id={`${mode}-email`}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="Email Address"
          />
          <Field
            id={`${mode}-password`}
            label="Password"
            name="password"
            type="password"
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            required
            placeholder="Password"
          />
          {mode === "login" && (
            <p className="-mt-2 mb-4 text-sm">
              <Link to="/forgot-password" className="text-blue-600 hover:text-blue-800">
                Forgot password?
              </Link>
            </p>
          )}
          {error && (
            <div role="alert" className="mb-3 text-xs text-danger">
              <p className="italic">Please provide a valid email and password</p>
              {error.hint && <p className="mt-1 font-semibold not-italic">{error.hint}</p>}
            </div>
          )}
          <button type="submit" disabled={pending} className="btn btn-action px-8">
            {copy.submit}
          </button>
        </form>
        <p className="mt-4 text-sm font-medium">
          {copy.switchText}{" "}
          <Link to={copy.switchTo} state={location.state} className="text-blue-600 hover:text-blue-800">
            {copy.switchLabel}
          </Link>
        </p>
        <div className="mt-4">
          <button type="button" onClick={onGoogle} disabled={pending} className="btn btn-ink w-full gap-2">
            <span aria-hidden="true" className="font-black">
              G
            </span>
            Sign in with Google
          </button>
        </div>
        <p className="mt-5 text-center text-xs text-gray-500">&copy; Book Store. All rights reserved.</p>
      </div>
    </div>
  );
}
