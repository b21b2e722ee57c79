// How large an Excel workbook is once unpacked, read from its zip directory without unpacking it. The workbook
// reader holds a sheet's XML whole and then its parsed tree: its memory follows the unpacked size (about ten
// times the file's, and without limit for a file made to unpack large), not the size uploaded.
import { unzipSync } from "fflate";

/** A zip64 size marker: the real size is elsewhere, and in any case past what is read here. */
const ZIP64 = 0xffffffff;

/** The sum of the unpacked sizes of the zip's entries, as its directory states them; undefined if not a zip. */
export function unpackedBytes(zip: Buffer): number | undefined {
  let total = 0;
  try {
    // Filtered out, no entry is unpacked: only the directory is read (by the workbook reader's own zip library).
    unzipSync(zip, {
      filter: ({ originalSize }) => {
        total += originalSize === ZIP64 ? Infinity : originalSize;
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return total;
}
