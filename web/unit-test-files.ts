// Which unit-test files need a fresh module graph and DOM of their own. Building both per file cost most of the
// web's unit-test time; the files that mock modules need it (a mocked module already loaded by an earlier file
// would not be mocked), the rest share one worker's.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/** Every unit-test file under `dir` that mocks or reloads modules, relative to `root`. */
export function filesThatMockModules(root: string, dir = "src"): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => REPLACES_MODULES.test(readFileSync(join(root, file), "utf8")));
}
