import { IMPORT_JOB, IMPORT_MEDIA_TYPES } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { readImportTable } from "./import-file";
import { unpackedBytes } from "./workbook-size";
// A path, not a dependency: the deploy installs functions/ on its own, where no workspace package exists.
import { zipDirectory } from "../../../testing/src/zip-directory";

describe("unpackedBytes", () => {
  it("sums the unpacked sizes the zip's directory states, past a comment too", () => {
    expect(unpackedBytes(zipDirectory([10, 20]))).toBe(30);
    expect(unpackedBytes(zipDirectory([5], "a comment"))).toBe(5);
    expect(unpackedBytes(zipDirectory([1, 0xffffffff]))).toBe(Infinity);
    expect(unpackedBytes(Buffer.from("PK nope, not a zip at all"))).toBeUndefined();
  });

  it("refuses a workbook that unpacks past the limit with 413 before reading it", async () => {
    const big = zipDirectory([IMPORT_JOB.maxWorkbookUnpackedBytes / 2, IMPORT_JOB.maxWorkbookUnpackedBytes / 2 + 1]);
    await expect(readImportTable(big, IMPORT_MEDIA_TYPES.xlsx)).rejects.toMatchObject({
      status: 413,
      code: "workbook-too-large",
    });
    // At the limit it is read: this one is no workbook, so the reader refuses it (400).
    const small = zipDirectory([IMPORT_JOB.maxWorkbookUnpackedBytes]);
    await expect(readImportTable(small, IMPORT_MEDIA_TYPES.xlsx)).rejects.toMatchObject({ status: 400 });
  });
});
