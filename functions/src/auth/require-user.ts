import type { Request, RequestHandler, Response } from "express";
import { logger } from "firebase-functions";
import { adminAuth } from "../lib/firestore";
import { HttpError, unauthenticated } from "../lib/http-error";
import { bearerToken } from "./bearer-token";

/** A signed-in shopper: an account with an email, from a verified Firebase ID token. */
export interface Shopper {
  uid: string;
  email: string;
  /**
   * The token's `email_verified`: whether the shopper proved they receive mail at `email`. Only then is anything
   * found by address theirs (orders placed with it elsewhere, its newsletter subscription): anyone can sign up
   * with anyone's address (decision 018).
   */
  emailVerified: boolean;
  /** When the shopper last signed in with a credential (the token's `auth_time`), in seconds since the epoch. */
  signedInAt: number;
}

/**
 * Whoever may place and follow orders: a signed-in shopper, or a guest (an anonymous Firebase user), who has
 * no email until they give one with an order and whose orders are theirs by uid.
 */
export type Customer = ({ guest: false } & Shopper) | { uid: string; guest: true };

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
  } catch (error) {
    // Why, never the token: an expired or revoked session is routine, an Auth outage is not.
    logger.info("An ID token was refused", { code: (error as { code?: string }).code ?? "unknown" });
    throw unauthenticated("Your session is not valid. Please sign in again.");
  }
  if (decoded.firebase.sign_in_provider === ANONYMOUS_PROVIDER) return { uid: decoded.uid, guest: true };
  if (!decoded.email) throw unauthenticated("Your account has no email address");
  return {
    uid: decoded.uid,
    guest: false,
    email: decoded.email.toLowerCase(),
    emailVerified: decoded.email_verified === true,
    signedInAt: decoded.auth_time,
  };
}

/**
 * The account area (and every shopper route but the orders'): a valid Firebase ID token with an email; a guest
 * gets 403. The identity never comes from the request body. The one guard of its kind: a shopper route written
 * without thinking of guests stays closed to them.
 */
export const requireSignedInShopper: RequestHandler = async (req, res, next) => {
  const customer = await verifiedCustomer(req);
  if (customer.guest) throw guestRefused();
  const { guest: _guest, ...shopper } = customer;
  res.locals.shopper = shopper satisfies Shopper;
  res.set("Cache-Control", "private, no-store");
  next();
};

/** The orders' routes: a signed-in shopper or a guest. */
export const requireCustomer: RequestHandler = async (req, res, next) => {
  res.locals.customer = await verifiedCustomer(req);
  res.set("Cache-Control", "private, no-store");
  next();
};

export const currentShopper = (res: Response) => res.locals.shopper as Shopper;
export const currentCustomer = (res: Response) => res.locals.customer as Customer;
