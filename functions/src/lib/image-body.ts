import express, { type RequestHandler } from "express";
import { badRequest, HttpError } from "./http-error";

/**
 * Reads an image body (the file itself, not a form) into req.body as a Buffer, at most `maxBytes` long. Only the
 * declared types are read (415 names them); the bytes are judged later, by decoding them. On Cloud Functions the
 * platform has read the body before the app runs and kept it in req.rawBody (the app's limitBody has checked its
 * length); elsewhere express.raw reads it and stops at the limit, answering 413 without reading the rest.
 */
export function imageBody(types: readonly string[], maxBytes: number): RequestHandler[] {
  const accepted = types.join(", ");
  return [
    (req, _res, next) => {
      if (!req.is([...types])) {
        throw new HttpError(415, "unsupported-media-type", `Send the image itself as one of ${accepted}`);
      }
      next();
    },
    express.raw({ type: () => true, limit: maxBytes }),
    (req, _res, next) => {
      const raw = (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
      if (!raw?.length) throw badRequest("The request has no image in its body");
      req.body = raw;
      next();
    },
  ];
}
