export declare const ADMIN: Readonly<{ username: string; password: string }>;
export declare const DEMO_STAFF: ReadonlyArray<
  Readonly<{ username: string; password: string; role: "owner" | "catalog" | "fulfilment" }>
>;
export interface AdminSignIn {
  token: string;
  expiresAt: string;
  user: { id: string; username: string; role: "owner" | "catalog" | "fulfilment" };
}
/**
 * POST /api/auth/admin's whole answer at `origin`, for the seeded owner unless other credentials are given: one
 * sign-in per process, origin and member, reused while more than ten minutes of it are left.
 */
export declare function adminSignIn(
  origin?: string,
  credentials?: Readonly<{ username: string; password: string }>,
): Promise<AdminSignIn>;
/** adminSignIn's token at `origin` (the Hosting emulator unless given), for the seeded owner unless told. */
export declare function adminToken(
  origin?: string,
  credentials?: Readonly<{ username: string; password: string }>,
): Promise<string>;
