import type { Book } from "@bookstore/schema";
import { createHash } from "node:crypto";
import type { Actor } from "../lib/activity-log";
import { notFound } from "../lib/http-error";
import type { CoverImage } from "./cover-image";
import type { CoversRepository } from "./covers.repository";

export interface CoversServiceDeps {
  repository: CoversRepository;
  findBook: (id: string) => Promise<Book | undefined>;
  processCover: (input: Buffer) => Promise<CoverImage>;
  /** The books service's: a cover change clears this instance's cached catalog pages too. */
  changingCatalog: <T>(write: Promise<T>) => Promise<T>;
}

const bookNotFound = () => notFound("Book not found");

export function createCoversService({ repository, findBook, processCover, changingCatalog }: CoversServiceDeps) {
  return {
    /** Decodes and stores an uploaded cover; the book is looked up first so an unknown one costs no decode. */
    async upload(actor: Actor, id: string, input: Buffer): Promise<Book> {
      if (!(await findBook(id))) throw bookNotFound();
      const image = await processCover(input);
      const source = createHash("sha256").update(input).digest("hex").slice(0, 20);
      return (await changingCatalog(repository.putCover(id, image, source, actor))) ?? Promise.reject(bookNotFound());
    },

    async remove(actor: Actor, id: string): Promise<Book> {
      return (await changingCatalog(repository.removeCover(id, actor))) ?? Promise.reject(bookNotFound());
    },

    async variant(bookId: string, name: string): Promise<Buffer> {
      return (await repository.readCoverVariant(bookId, name)) ?? Promise.reject(notFound("No such cover"));
    },
  };
}
export type CoversService = ReturnType<typeof createCoversService>;
