import type { Request, RequestHandler } from "express";
import { HttpError } from "./http-error";

/**
 * On Cloud Functions (and its emulator) the platform has already read and parsed the body, with its own
 * 32 MB limit, before this app runs: express.json() then skips it. So the app enforces its own limit on the
 * raw body the platform kept, and on the declared length, before anything is validated or stored. The limit
 * may depend on the request (a route that takes files).
 */
export function limitBody(limit: number | ((req: Request) => number)): RequestHandler {
  return (req, _res, next) => {
    const maxBytes = typeof limit === "number" ? limit : limit(req);
    const declared = Number(req.get("content-length") ?? 0);
    const received = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
    if (declared > maxBytes || received > maxBytes) {
      throw new HttpError(413, "payload-too-large", `The request body is too large (at most ${maxBytes} bytes)`);
    }
    next();
  };
}
