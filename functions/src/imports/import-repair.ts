// A foreign file's row as the store reads it: each mapped cell put in the store's terms, repaired where the
// intent is plain (an ISBN that lost its leading zeros, "€12,50", "en-US", "Mass Market Paperback"), and every
// repair or dropped value reported as a warning. What cannot be read is left for the store's contract to refuse
// (book-import-plan.ts), so a row is refused for what a form would refuse it for.
import type { FileRow } from "./import-file";
import {
  LIMITS,
  type ImportDefaults,
  type ImportError,
  type ImportField,
  type ImportMapping,
  type ImportWarningKind,
} from "@bookstore/schema";
import { unguardCell, type BookCsvCells, type CsvRow } from "../books";
import {
  readAmount,
  readCategory,
  readFormat,
  readLanguage,
  readWhole,
  repairIsbn,
  splitAuthors,
} from "./import-cells";

/** A warning with its kind (the job counts warnings by kind); the answer's warnings carry no kind. */
export type KindedWarning = ImportError & { kind: ImportWarningKind };

export interface RepairedRow {
  row: CsvRow;
  warnings: KindedWarning[];
}

/** The columns feeding each field, in file order (several may feed the ISBN: the first good one wins). */
type FieldColumns = Partial<Record<ImportField, number[]>>;

/** The columns feeding each field; of columns that share a name (the mapping cannot tell them apart), the first. */
export function fieldColumns(header: readonly string[], mapping: ImportMapping): FieldColumns {
  const columns: FieldColumns = {};
  header.forEach((name, index) => {
    const field = Object.hasOwn(mapping, name) ? mapping[name] : null;
    if (field && header.indexOf(name) === index) (columns[field] ??= []).push(index);
  });
  return columns;
}

/** A warning (row 1: the header) for each column named as an earlier one, which is not read. */
export function repeatedColumns(header: readonly string[]): KindedWarning[] {
  return header.flatMap((name, index) => {
    const first = header.indexOf(name);
    if (!name || first === index) return [];
    const message = `Column ${index + 1} has the name of column ${first + 1}: only the first is read; rename it to import it`;
    return [{ row: 1, field: name, message, kind: "repeatedColumn" as const }];
  });
}

/**
 * Reads one row of a foreign file into the store's cells, after how the file was read (a stray quote) among its
 * warnings. Fields the mapping leaves out stay absent (an update keeps what is stored); `defaults` fill a field for
 * every row whose cell is empty or that the file lacks.
 */
export function repairRow(
  { row, cells: record, warnings: fileWarnings = [] }: FileRow,
  columns: FieldColumns,
  header: readonly string[],
  defaults: ImportDefaults = {},
): RepairedRow {
  const warnings: KindedWarning[] = [...fileWarnings];
  const cells: BookCsvCells & { contributors?: string } = {};
  /** A field's cell (absent if no column or default feeds it), and a warning about it under its column's name. */
  const cellOf = (field: ImportField) => {
    const cell = (value?: string, column = "") => ({
      value,
      warn: (kind: ImportWarningKind, message: string) => warnings.push({ row, field: column, message, kind }),
    });
    for (const index of columns[field] ?? []) {
      // The apostrophe an export puts before a cell a spreadsheet would run as a formula comes off again.
      const value = unguardCell((record[index] ?? "").trim());
      if (value) return cell(value, header[index]);
    }
    const fallback = defaults[field]?.trim();
    if (fallback) return cell(fallback, field);
    return columns[field] ? cell("", header[columns[field]![0]!]) : cell();
  };

  for (const field of ["id", "title", "description", "coverImage", "publisher", "trending"] as const) {
    const { value } = cellOf(field);
    if (value !== undefined) cells[field] = value;
  }

  const author = cellOf("author");
  const listed = cellOf("contributors");
  const contributors = listed.value ? splitAuthors(listed.value) : [];
  if (author.value !== undefined) {
    const [first = "", ...others] = splitAuthors(author.value);
    cells.author = first;
    if (others.length) {
      author.warn("severalAuthors", `Several authors: ${first} is the author, ${others.join(", ")} contributors`);
      contributors.unshift(...others);
    }
  }
  // A book names at most LIMITS.contributors: the first are kept, not the row dropped.
  if (contributors.length > LIMITS.contributors) {
    const left = contributors.splice(LIMITS.contributors);
    const message = `${contributors.length + left.length} contributors: the first ${LIMITS.contributors} kept, ${left.length} left out`;
    (listed.value === undefined ? author : listed).warn("tooManyContributors", message);
  }
  if (contributors.length) cells.contributors = contributors.join("; ");

  if (columns.isbn?.length) {
    cells.isbn = "";
    let unreadable = false;
    // Every ISBN column is read, so a bad one is reported even when another gives the book its ISBN.
    for (const index of columns.isbn) {
      const { isbn13, warning, kind } = repairIsbn(record[index] ?? "");
      if (warning) warnings.push({ row, field: header[index]!, message: warning, kind: kind! });
      if (isbn13 && !cells.isbn) cells.isbn = isbn13;
      unreadable ||= kind === "isbnInvalid";
    }
    // An ISBN left out for being unreadable is not an empty cell: the book keeps the ISBN it has.
    if (!cells.isbn && unreadable) delete cells.isbn;
  } else if (defaults.isbn) {
    cells.isbn = defaults.isbn;
  }

  for (const field of ["newPrice", "oldPrice"] as const) {
    const { value, warn } = cellOf(field);
    if (value === undefined) continue;
    // What is no amount at all is left as it is, for the contract to refuse.
    const amount = value === "" ? "" : (readAmount(value) ?? value);
    if (amount !== value) warn("priceRead", `${value} read as ${amount}`);
    cells[field] = amount;
  }
  // A file with one price sells at it: nothing was cheaper before.
  if (cells.oldPrice === undefined || cells.oldPrice === "") {
    if (cells.newPrice !== undefined) cells.oldPrice = cells.newPrice;
  }

  for (const field of ["stock", "pages"] as const) {
    const { value, warn } = cellOf(field);
    if (value === undefined) continue;
    const number = value === "" ? undefined : readWhole(value);
    if (value !== "" && (number === undefined || number < 0)) {
      warn("numberInvalid", `${value} is not a number of ${field === "stock" ? "copies" : "pages"}: left out`);
      continue;
    }
    if (number !== undefined && String(number) !== value) warn("numberRead", `${value} read as ${number}`);
    cells[field] = number === undefined ? "" : String(number);
  }

  const year = cellOf("publishedYear");
  if (year.value !== undefined) {
    const number = year.value === "" ? undefined : readWhole(year.value.replace(/^(\d{4})-\d\d(?:-\d\d)?$/, "$1"));
    if (year.value !== "" && number === undefined) {
      year.warn("yearInvalid", `${year.value} is not a year: left out`);
    } else if (number !== undefined && number < LIMITS.firstYear) {
      year.warn(
        "yearInvalid",
        `The year ${number} is before ${LIMITS.firstYear}, which the store does not take: left out`,
      );
    } else {
      cells.publishedYear = number === undefined ? "" : String(number);
    }
  }

  const language = cellOf("language");
  if (language.value !== undefined) {
    const name = readLanguage(language.value);
    if (name !== language.value) language.warn("languageRead", `${language.value} read as ${name}`);
    cells.language = name;
  }

  const format = cellOf("format");
  if (format.value !== undefined && format.value !== "") {
    const read = readFormat(format.value);
    if (read === undefined)
      format.warn("formatUnknown", `${format.value} is not paperback, hardcover or ebook: left out`);
    else {
      if (read !== format.value.toLowerCase()) format.warn("formatRead", `${format.value} read as ${read}`);
      cells.format = read;
    }
  } else if (format.value === "") cells.format = "";

  const category = cellOf("category");
  if (category.value !== undefined) {
    const read = readCategory(category.value);
    const fallback = defaults.category?.trim().toLowerCase();
    if (read) {
      if (read !== category.value.toLowerCase()) category.warn("categoryRead", `${category.value} read as ${read}`);
      cells.category = read;
    } else if (fallback && category.value !== "") {
      category.warn("categoryDefault", `${category.value} is not a category of the store: ${fallback} used`);
      cells.category = fallback;
    } else {
      cells.category = category.value;
    }
  }

  return { row: { row, cells }, warnings };
}
