import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

/**
 * Writes a generated file only where its content changed, and through a rename: an emulator suite running beside
 * (the stack tests start theirs during npm test's) reads the old file or the new one, never half of one.
 */
export function writeIfChanged(file, content, options) {
  if (existsSync(file) && readFileSync(file, "utf8") === content) return;
  const written = `${file}.${process.pid}.tmp`;
  writeFileSync(written, content, options);
  renameSync(written, file);
}
