export declare const ADMIN: Readonly<{ username: string; password: string }>;
export declare const DEMO_STAFF: ReadonlyArray<
  Readonly<{ username: string; password: string; role: "owner" | "catalog" | "fulfilment" }>
>;
export interface AdminSignIn {
  token: string;
  expiresAt: string;
  user: { id: string; username: string; role: "owner" | "catalog" | "fulfilment" };
}
/** POST /api/auth/admin's whole answer at `origin`, for the seeded owner unless other credentials are given. */
export declare function adminSignIn(
  origin?: string,
  credentials?: Readonly<{ username: string; password: string }>,
): Promise<AdminSignIn>;
/**
 * A new admin token from POST /api/auth/admin at `origin` (the Hosting emulator unless given), for the seeded
 * owner unless other credentials are given.
 */
export declare function adminToken(
  origin?: string,
  credentials?: Readonly<{ username: string; password: string }>,
): Promise<string>;
