import { ApiError } from "@/lib/api-client";
import { customerResponse } from "@/lib/auth/customer-fetch";
import { attachmentName, saveFile } from "@/lib/download";

// Neither call imports the contract's constants: the module that holds them is part of the home page's first
// load, and anything of it used anywhere ships there.

// GET /api/me/export: everything the store keeps about the shopper, saved as the JSON file the server names
// (`bookstore-data-<date>.json`).
export async function downloadAccountData(): Promise<string> {
  const response = await customerResponse("/me/export");
  const name = attachmentName(response.headers.get("Content-Disposition")) ?? "bookstore-data.json";
  saveFile(await response.blob(), name);
  return name;
}

// DELETE /api/me: 204 once the account and its data are gone (orders stay, without the account).
export async function deleteAccount(): Promise<void> {
  await customerResponse("/me", { method: "DELETE" });
}

/**
 * The server deletes an account only after a recent sign-in (401 `reauth-required`); any 401 here is answered the
 * same way, by signing in again, which also renews a token the server refused.
 */
export const needsReauthentication = (error: unknown) => error instanceof ApiError && error.status === 401;
