import express, { type RequestHandler } from "express";
import { HttpError } from "./http-error";

/**
 * Reads a file body of one of `types` into req.body as bytes, at most `maxBytes` long (the app's limitBody has
 * checked the length already). On Cloud Functions the platform has read the body and kept it in req.rawBody;
 * elsewhere (tests) express.raw reads it. req.body's type is then the file's media type, lowercased.
 */
export function fileBody(types: readonly string[], maxBytes: number): RequestHandler[] {
  return [
    (req, _res, next) => {
      if (!req.is([...types])) {
        throw new HttpError(415, "unsupported-media-type", `Send the file as one of ${types.join(", ")}`);
      }
      next();
    },
    express.raw({ type: [...types], limit: maxBytes }),
    (req, res, next) => {
      const raw = (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      req.body = raw;
      res.locals.fileType = types.find((type) => req.is(type));
      next();
    },
  ];
}
