import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, MAX_SLOWDOWN_MS, slowdownMs } from "./admin-login.service";

// Each bcrypt comparison is deliberately slow: about 4 s on the busy 2-core CI machine.
const BCRYPT_TESTS = 60_000;

describe("the hash an unknown username is compared against", () => {
  it(
    "is a bcrypt hash of the same cost as a real admin's, so both answers take as long",
    async () => {
      expect(bcrypt.getRounds(DUMMY_HASH)).toBe(bcrypt.getRounds(await hashPassword("any password")));
    },
    BCRYPT_TESTS,
  );

  it(
    "matches no password anyone would send, and is what its comment says it is",
    async () => {
      expect(await bcrypt.compare("", DUMMY_HASH)).toBe(false);
      expect(await bcrypt.compare("admin123", DUMMY_HASH)).toBe(false);
      expect(await bcrypt.compare("not-a-real-password", DUMMY_HASH)).toBe(true);
    },
    BCRYPT_TESTS,
  );
});

describe("the slowdown for an admin username under attack", () => {
  it("adds nothing for the first failures, then doubles up to its cap, and never refuses", () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(slowdownMs)).toEqual([
      0,
      0,
      1000,
      2000,
      4000,
      MAX_SLOWDOWN_MS,
      MAX_SLOWDOWN_MS,
      MAX_SLOWDOWN_MS,
    ]);
  });
});
