// How large an Excel workbook is once unpacked, read from its zip directory without unpacking it. The workbook
// reader holds a sheet's XML whole and then its parsed tree: its memory follows the unpacked size (about ten
// times the file's, and without limit for a file made to unpack large), not the size uploaded.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** A zip64 size marker: the real size is elsewhere, and in any case past what is read here. */
const ZIP64 = 0xffffffff;

/** The sum of the unpacked sizes of the zip's entries, as its directory states them; undefined if not a zip. */
export function unpackedBytes(zip: Buffer): number | undefined {
  // The directory's end record is in the last 64 KiB + 22 bytes (its comment is at most 64 KiB).
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= from; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) return undefined;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const size = zip.readUInt32LE(at + 24);
    if (size === ZIP64) return Infinity;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
