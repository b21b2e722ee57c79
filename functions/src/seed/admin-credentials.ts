import type { StaffRole } from "@bookstore/schema";
import demoAdmin from "./demo-admin.json";
import demoStaff from "./demo-staff.json";

/** The local admin every demo- project gets; the launcher, tests and benchmarks read the same file. */
export const DEMO_ADMIN: Readonly<{ username: string; password: string }> = Object.freeze(demoAdmin);

/** A member of each other role, seeded only in demo- projects; browser tests sign in as them. */
export const DEMO_STAFF: ReadonlyArray<Readonly<{ username: string; password: string; role: StaffRole }>> =
  Object.freeze(demoStaff as { username: string; password: string; role: StaffRole }[]);

/**
 * Who the seed makes admin: ADMIN_USERNAME / ADMIN_PASSWORD when set; otherwise the demo admin, but only in a
 * demo- project. A real project has no default: a guessable admin password must never reach production.
 */
export function adminCredentials(
  env: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
  project: { id: string; demo: boolean },
): { username: string; password: string } {
  const username = env.ADMIN_USERNAME || (project.demo ? DEMO_ADMIN.username : undefined);
  const password = env.ADMIN_PASSWORD || (project.demo ? DEMO_ADMIN.password : undefined);
  if (!username || !password) {
    throw new Error(
      `Project ${project.id} is not a demo- project: set ADMIN_USERNAME and ADMIN_PASSWORD to seed its admin.`,
    );
  }
  return { username, password };
}
