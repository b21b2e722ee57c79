import type { RequestHandler, Response } from "express";
import { forbidden, unauthenticated } from "../lib/http-error";
import { verifyAdminToken } from "./admin-token";
import { bearerToken } from "./bearer-token";

/** Admin routes: no token → 401; an invalid, expired or non-admin token (a shopper's ID token too) → 403. */
export const requireAdmin: RequestHandler = (req, res, next) => {
  const token = bearerToken(req);
  if (token === undefined) throw unauthenticated("Admin sign-in required");
  const username = token ? verifyAdminToken(token) : undefined;
  if (!username) throw forbidden("The admin token is not valid or has expired");
  res.locals.admin = username;
  res.set("Cache-Control", "private, no-store");
  next();
};

/** The signed-in admin's username, on a route guarded by requireAdmin. */
export const currentAdmin = (res: Response) => res.locals.admin as string;
