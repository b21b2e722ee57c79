export declare const ADMIN: Readonly<{ username: string; password: string }>;
/** A new admin token from POST /api/auth/admin at `origin` (the Hosting emulator unless given). */
export declare function adminToken(origin?: string): Promise<string>;
