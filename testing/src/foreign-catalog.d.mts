export declare const FOREIGN_HEADER: string[];
export declare const ROW_KINDS: string[];
export declare function randomIsbn13(): string;
export declare function randomIsbn10WithZero(): { isbn10: string; isbn13: string };
export interface ForeignRow {
  kind: string;
  /** The ISBN-13 the store should store for the row; undefined when none. */
  isbn?: string;
  cells: Record<string, string>;
}
export declare function foreignCatalog(count: number, word: string): ForeignRow[];
