// What the shopper reads when Firebase Auth refuses an e-mail link, a reset e-mail or an account change, from
// Firebase's error code. Every refusal says what happened and what to do; nothing is left blank.

const LINK_PROBLEMS: Record<string, string> = {
  "auth/invalid-action-code": "This link is invalid or has already been used.",
  "auth/expired-action-code": "This link has expired.",
  "auth/user-disabled": "The account this link belongs to has been disabled.",
  "auth/user-not-found": "The account this link belongs to no longer exists.",
};

const ACCOUNT_PROBLEMS: Record<string, string> = {
  "auth/invalid-email": "Enter an e-mail address such as name@example.com.",
  "auth/missing-email": "Enter your e-mail address.",
  "auth/weak-password": "Use a password of at least 6 characters.",
  "auth/missing-password": "Enter your password.",
  "auth/wrong-password": "Your current password is not right.",
  "auth/invalid-credential": "Your current password is not right.",
  "auth/invalid-login-credentials": "Your current password is not right.",
  "auth/email-already-in-use": "Another account already uses this e-mail address.",
  "auth/requires-recent-login": "For your safety, enter your password again.",
  "auth/popup-closed-by-user": "The Google window was closed before you signed in.",
  "auth/too-many-requests": "Too many attempts: wait a moment, then try again.",
  "auth/network-request-failed": "The store could not be reached. Check your connection.",
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
};

/** An e-mail link's code refused: invalid, expired, used, or its account gone. */
export function linkProblem(error: unknown): string {
  const code = codeOf(error);
  return LINK_PROBLEMS[code] ?? ACCOUNT_PROBLEMS[code] ?? "This link could not be used. Try again in a moment.";
}

/** A form on the account, forgotten-password or reset pages refused. */
export function accountProblem(error: unknown): string {
  const code = codeOf(error);
  if (ACCOUNT_PROBLEMS[code]) return ACCOUNT_PROBLEMS[code];
  if (LINK_PROBLEMS[code]) return LINK_PROBLEMS[code];
  // The store's own errors (the API's, the network's) are written for shoppers; Firebase's raw texts are not.
  return error instanceof Error && !code.startsWith("auth/")
    ? error.message
    : "Something went wrong. Try again in a moment.";
}
