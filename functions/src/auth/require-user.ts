import type { Request, RequestHandler, Response } from "express";
import { adminAuth } from "../lib/firestore";
import { HttpError, unauthenticated } from "../lib/http-error";
import { bearerToken } from "./bearer-token";

/** A signed-in shopper: an account with an email, from a verified Firebase ID token. */
export interface Shopper {
  uid: string;
  email: string;
}

/**
 * Whoever may place and follow orders: a signed-in shopper, or a guest (an anonymous Firebase user), who has
 * no email until they give one with an order and whose orders are theirs by uid.
 */
export type Customer = { uid: string; guest: false; email: string } | { uid: string; guest: true };

/** The `firebase.sign_in_provider` claim of an anonymous user's ID token. */
const ANONYMOUS_PROVIDER = "anonymous";

/** The refusal every account-area route gives a guest. */
export const guestRefused = () =>
  new HttpError(403, "guest-not-allowed", "Create an account or sign in to use this part of the store");

async function verifiedCustomer(req: Request): Promise<Customer> {
  const token = bearerToken(req);
  if (!token) throw unauthenticated("Sign in to continue");
  let decoded;
  try {
    decoded = await adminAuth().verifyIdToken(token);
  } catch {
    throw unauthenticated("Your session is not valid. Please sign in again.");
  }
  if (decoded.firebase.sign_in_provider === ANONYMOUS_PROVIDER) return { uid: decoded.uid, guest: true };
  if (!decoded.email) throw unauthenticated("Your account has no email address");
  return { uid: decoded.uid, guest: false, email: decoded.email.toLowerCase() };
}

/**
 * The account area (and every shopper route but the orders'): a valid Firebase ID token with an email; a guest
 * gets 403. The identity never comes from the request body.
 */
export const requireSignedInShopper: RequestHandler = async (req, res, next) => {
  const customer = await verifiedCustomer(req);
  if (customer.guest) throw guestRefused();
  res.locals.shopper = { uid: customer.uid, email: customer.email } satisfies Shopper;
  res.set("Cache-Control", "private, no-store");
  next();
};

/** The same guard under the name shopper routes have always used: a guest is refused here too. */
export const requireUser = requireSignedInShopper;

/** The orders' routes: a signed-in shopper or a guest. */
export const requireCustomer: RequestHandler = async (req, res, next) => {
  res.locals.customer = await verifiedCustomer(req);
  res.set("Cache-Control", "private, no-store");
  next();
};

export const currentShopper = (res: Response) => res.locals.shopper as Shopper;
export const currentCustomer = (res: Response) => res.locals.customer as Customer;
