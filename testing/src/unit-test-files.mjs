// Which unit-test files need a fresh module graph of their own. Building one per file cost most of the unit tests'
// time; the files that mock modules need it (a mocked module already loaded by an earlier file would not be
// mocked), the rest share one worker's. Plain JavaScript: the functions' config imports it by path.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

function filesThatMockModules(root, dir = "src") {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => REPLACES_MODULES.test(readFileSync(join(root, file), "utf8")));
}

/**
 * vitest projects for a workspace's unit tests: the files that mock modules, each isolated, and every other test
 * file under `include` in one shared worker.
 */
export function unitTestProjects(root, include) {
  const mocking = filesThatMockModules(root);
  return [
    { extends: true, test: { name: "mocks modules", include: mocking } },
    { extends: true, test: { name: "shared", include, exclude: [...mocking, "**/node_modules/**"], isolate: false } },
  ];
}
