import { accountExportFileName, REAUTH_REQUIRED } from "@bookstore/schema";
import { ApiError, apiResponse } from "@/lib/api-client";
import { getIdToken } from "@/lib/auth/id-token";
import { attachmentName, saveFile } from "@/lib/download";

// GET /api/me/export: everything the store keeps about the shopper, saved as the JSON file the server names.
export async function downloadAccountData(): Promise<string> {
  const response = await apiResponse("/me/export", { token: await getIdToken() });
  const name = attachmentName(response.headers.get("Content-Disposition")) ?? accountExportFileName(new Date());
  saveFile(await response.blob(), name);
  return name;
}

// DELETE /api/me: 204 once the account and its data are gone (orders stay, without the account).
export async function deleteAccount(): Promise<void> {
  // A fresh token: the server reads the sign-in's age from it, and a reauthentication just renewed it.
  await apiResponse("/me", { method: "DELETE", token: await getIdToken() });
}

/** The server wants a sign-in from the last few minutes before it deletes an account. */
export const needsReauthentication = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === REAUTH_REQUIRED;
