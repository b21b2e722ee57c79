/**
 * vitest projects for a workspace's unit tests: the files under `root`/src that mock or reload modules, each
 * isolated, and every other test file under `include` in one shared worker.
 */
export declare function unitTestProjects(
  root: string,
  include: string[],
): { extends: true; test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean } }[];
