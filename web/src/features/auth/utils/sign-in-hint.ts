// What to do after a failed sign-in or registration, from Firebase Auth's error code: one line under the
// product's own message ('Please provide a valid email and password'), which stays as it is.

const HINTS: Record<string, string> = {
  "auth/weak-password": "Use a password of at least 6 characters.",
  "auth/missing-password": "Enter your password.",
  "auth/email-already-in-use": "This email already has an account: log in instead.",
  "auth/invalid-email": "Enter an email address such as name@example.com.",
  "auth/invalid-credential": "Wrong email or password.",
  "auth/invalid-login-credentials": "Wrong email or password.",
  "auth/wrong-password": "Wrong email or password.",
  "auth/user-not-found": "Wrong email or password.",
  "auth/user-disabled": "This account has been disabled.",
  "auth/too-many-requests": "Too many attempts: wait a moment, then try again.",
  "auth/network-request-failed": "The store could not be reached. Check your connection.",
};

export function signInHint(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? HINTS[code] : undefined;
}
