import type { RequestHandler, Response } from "express";
import { adminAuth } from "../lib/firestore";
import { unauthenticated } from "../lib/http-error";
import { bearerToken } from "./bearer-token";

export interface Shopper {
  uid: string;
  email: string;
}

/** Shopper routes: a valid Firebase ID token with an email. The identity never comes from the request body. */
export const requireUser: RequestHandler = async (req, res, next) => {
  const token = bearerToken(req);
  if (!token) throw unauthenticated("Sign in to continue");
  let decoded;
  try {
    decoded = await adminAuth().verifyIdToken(token);
  } catch {
    throw unauthenticated("Your session is not valid. Please sign in again.");
  }
  if (!decoded.email) throw unauthenticated("Your account has no email address");
  res.locals.shopper = { uid: decoded.uid, email: decoded.email.toLowerCase() } satisfies Shopper;
  res.set("Cache-Control", "private, no-store");
  next();
};

export const currentShopper = (res: Response) => res.locals.shopper as Shopper;
