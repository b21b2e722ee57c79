// @vitest-environment node
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ACCOUNT_PAGES, SIGN_IN } from "./chunks";

const SRC = join(import.meta.dirname, "src");
const sourceFiles = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => join(SRC, file));

const matched = (group: RegExp) => sourceFiles.filter((file) => group.test(file));
const names = (group: RegExp) => group.source.match(/\(([\w|-]+)\)/g)!.flatMap((list) => list.slice(1, -1).split("|"));

describe("the account chunks", () => {
  it("name only files that exist: a renamed file would fall out of its group unnoticed", () => {
    for (const group of [ACCOUNT_PAGES, SIGN_IN]) {
      const found = matched(group).map((file) => file.replace(/^.*[\\/]|\.tsx?$/g, ""));
      for (const name of names(group)) expect(found, `${name} in ${group.source}`).toContain(name);
    }
  });

  it("leave out what every storefront page loads first (who is signed in, the header's menu)", () => {
    const firstLoad = ["auth-session.ts", "auth-store.ts", "account-menu.tsx", "login-path.ts"];
    for (const file of [...matched(ACCOUNT_PAGES), ...matched(SIGN_IN)]) {
      expect(
        firstLoad.some((name) => file.endsWith(name)),
        file,
      ).toBe(false);
    }
  });
});
