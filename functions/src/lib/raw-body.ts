import express, { type RequestHandler } from "express";
import { badRequest, HttpError } from "./http-error";

export interface RawBodyOptions {
  /** The media types read; any other is a 415 with `unsupported` as its message. */
  types: readonly string[];
  maxBytes: number;
  unsupported: string;
  /** What req.body becomes, from the bytes; may refuse them. The bytes themselves by default. */
  read?: (raw: Buffer) => unknown;
}

/**
 * Reads a file sent as the body itself (not a form), at most `maxBytes` long (the app's limitBody has checked the
 * length already). On Cloud Functions the platform has read the body before the app runs and kept it in
 * req.rawBody; elsewhere (tests) express.raw reads it and stops at the limit, answering 413 without reading the
 * rest. res.locals.fileType is then the body's media type, as listed in `types`.
 */
export function rawBody({ types, maxBytes, unsupported, read = (raw) => raw }: RawBodyOptions): RequestHandler[] {
  return [
    (req, _res, next) => {
      if (!req.is([...types])) throw new HttpError(415, "unsupported-media-type", unsupported);
      next();
    },
    express.raw({ type: [...types], limit: maxBytes }),
    (req, res, next) => {
      const raw = (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      res.locals.fileType = types.find((type) => req.is(type));
      req.body = read(raw);
      next();
    },
  ];
}

/** An image's bytes, judged later by decoding them; none is a 400. */
export function imageBytes(raw: Buffer): Buffer {
  if (!raw.length) throw badRequest("The request has no image in its body");
  return raw;
}
