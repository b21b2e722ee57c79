import express, { type RequestHandler } from "express";
import { badRequest, HttpError } from "./http-error";

/**
 * Reads a `text/csv` body into req.body as a string, at most `maxBytes` long (the app's limitBody has checked
 * the length already). On Cloud Functions the platform has read the body before the app runs and kept it in
 * req.rawBody; elsewhere (tests) express.raw reads it. Only UTF-8 is read: another encoding would turn
 * accented names into wrong letters without a word, so it is refused.
 */
export function csvBody(maxBytes: number): RequestHandler[] {
  return [
    (req, _res, next) => {
      if (!req.is("text/csv")) {
        throw new HttpError(415, "unsupported-media-type", "Send the file as CSV (Content-Type: text/csv)");
      }
      next();
    },
    express.raw({ type: "text/csv", limit: maxBytes }),
    (req, _res, next) => {
      const raw = (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      try {
        req.body = new TextDecoder("utf-8", { fatal: true }).decode(raw);
      } catch {
        const message = "The file must be saved as UTF-8 text (in a spreadsheet: CSV UTF-8)";
        throw badRequest(message, { _: [message] });
      }
      next();
    },
  ];
}
