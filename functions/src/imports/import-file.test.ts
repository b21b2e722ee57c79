import { IMPORT_JOB, IMPORT_MEDIA_TYPES } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { detectDelimiter, detectEncoding, readImportRows, readImportTable } from "./import-file";

describe("detectEncoding", () => {
  it("reads byte-order marks, UTF-16 without one, UTF-8, and falls back to Windows-1252", () => {
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe("utf-8");
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x41, 0]))).toBe("utf-16le");
    expect(detectEncoding(Buffer.from([0xfe, 0xff, 0, 0x41]))).toBe("utf-16be");
    expect(detectEncoding(Buffer.from("Title,Author\n", "utf16le"))).toBe("utf-16le");
    expect(detectEncoding(Buffer.from("Zoë,Café", "utf8"))).toBe("utf-8");
    expect(detectEncoding(Buffer.from("Zoë,Café", "latin1"))).toBe("windows-1252");
  });
});

describe("detectDelimiter", () => {
  it("takes the separator found most often outside quotes in the first line", () => {
    expect(detectDelimiter('Title;Author;"Price, in €"\n1,2,3,4,5')).toBe(";");
    expect(detectDelimiter("Title\tAuthor\tPrice")).toBe("\t");
    expect(detectDelimiter("Title|Author")).toBe("|");
    expect(detectDelimiter("Title")).toBe(",");
  });
});

describe("readImportTable", () => {
  it("reads Windows-1252 text with smart quotes and the euro sign", async () => {
    const bytes = Buffer.from([...Buffer.from("Title;Price\n"), 0x93, 0x41, 0x94, 0x3b, 0x35, 0x80, 0x0a]);
    const table = await readImportTable(bytes, IMPORT_MEDIA_TYPES.csv);
    expect(table).toMatchObject({ encoding: "windows-1252", delimiter: ";", header: ["Title", "Price"] });
    expect(table.rows).toEqual([{ row: 2, cells: ["\u201cA\u201d", "5€"] }]);
  });

  it("holds only the rows asked for, and stops reading a text file past them; counts a file that has no more", async () => {
    // A quote never closed far down: a read through would refuse the file.
    const file = Buffer.from(`Title\n${"A\n".repeat(1_000)}"never closed\n`);
    const table = await readImportTable(file, IMPORT_MEDIA_TYPES.csv, { keepRows: 2 });
    expect(table.rows).toEqual([
      { row: 2, cells: ["A"] },
      { row: 3, cells: ["A"] },
    ]);
    expect(table.total).toBeNull();
    await expect(readImportRows(file, IMPORT_MEDIA_TYPES.csv, {}, async () => {})).rejects.toMatchObject({
      status: 400,
    });
    const small = await readImportTable(Buffer.from("Title\nA\n\nB\n"), IMPORT_MEDIA_TYPES.csv, { keepRows: 2 });
    expect(small.total).toBe(2);
  });

  it("numbers rows as a spreadsheet does (the header is row 1), blank lines counted but left out", async () => {
    const table = await readImportTable(Buffer.from("Title\r\nA\r\n\r\n , \r\nB\r\n"), IMPORT_MEDIA_TYPES.csv);
    expect(table.rows).toEqual([
      { row: 2, cells: ["A"] },
      { row: 5, cells: ["B"] },
    ]);
    const fromBelow = await readImportTable(Buffer.from("Title\nA\n\nB\n"), IMPORT_MEDIA_TYPES.csv, { headerRow: 0 });
    expect(fromBelow.rows.map(({ row }) => row)).toEqual([1, 3]);
  });

  it("reads a stray quote as itself with a warning at its row and column; a quote never closed is a 400", async () => {
    const table = await readImportTable(Buffer.from('Title;Size\nA 5" ruler;"5"""\n\n"A"x;\n'), IMPORT_MEDIA_TYPES.csv);
    const warning = 'A quote (") in this cell was read as the character itself: check the cell';
    const kind = "strayQuote";
    expect(table.rows).toEqual([
      { row: 2, cells: ['A 5" ruler', '5"'], warnings: [{ row: 2, field: "Title", message: warning, kind }] },
      { row: 4, cells: ['"A"x', ""], warnings: [{ row: 4, field: "Title", message: warning, kind }] },
    ]);
    const unclosed = readImportTable(Buffer.from('Title\nA\n"B\nC\n'), IMPORT_MEDIA_TYPES.csv);
    await expect(unclosed).rejects.toMatchObject({
      status: 400,
      message: "The file is not valid CSV: row 3 opens a quote that is never closed",
    });
  });

  it("refuses more rows than a job takes, part-way through the file", async () => {
    const seen: number[] = [];
    const file = Buffer.from(`Title\n${"A\n".repeat(IMPORT_JOB.maxRows + 1)}`);
    const read = readImportRows(file, IMPORT_MEDIA_TYPES.csv, {}, async (rows) => void seen.push(rows.length));
    await expect(read).rejects.toMatchObject({ status: 413, code: "too-many-rows" });
    expect(seen.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(IMPORT_JOB.maxRows);
    expect(seen.length).toBeGreaterThan(1);
    const smaller = readImportRows(
      Buffer.from("Title\nA\n\nB\nC\n"),
      IMPORT_MEDIA_TYPES.csv,
      { maxRows: 2 },
      async () => {},
    );
    await expect(smaller).rejects.toMatchObject({
      status: 413,
      row: 5,
      message: expect.stringContaining("at most 2 books"),
    });
  });

  it("refuses a header cell of a megabyte with 413 before handing over any row", async () => {
    let handed = 0;
    const file = Buffer.from(`Title,${"x".repeat(1024 * 1024)}\n${"A,B\n".repeat(1000)}`);
    const read = readImportRows(file, IMPORT_MEDIA_TYPES.csv, {}, async () => void handed++);
    await expect(read).rejects.toMatchObject({ status: 413, code: "header-too-large" });
    expect(handed).toBe(0);
  });

  it("refuses a file without a header, and a workbook that is none", async () => {
    await expect(readImportTable(Buffer.from("\n\n"), IMPORT_MEDIA_TYPES.csv)).rejects.toMatchObject({ status: 400 });
    await expect(readImportTable(Buffer.from("PK nope"), IMPORT_MEDIA_TYPES.xlsx)).rejects.toMatchObject({
      status: 400,
    });
  });
});
