import type { RequestHandler, Response } from "express";
import { unauthenticated } from "../lib/http-error";
import { verifyAdminToken } from "./admin-token";
import { bearerToken } from "./bearer-token";
import { currentCustomer, requireCustomer, type Customer } from "./require-user";

/** Routes both sides use (one order): an admin token, or else a shopper's or guest's Firebase ID token. */
export const requireAdminOrUser: RequestHandler = async (req, res, next) => {
  const token = bearerToken(req);
  if (!token) throw unauthenticated("Sign in to continue");
  const admin = verifyAdminToken(token);
  if (!admin) return requireCustomer(req, res, next);
  res.locals.admin = admin;
  res.set("Cache-Control", "private, no-store");
  next();
};

/** Who a request guarded by requireAdminOrUser comes from. */
export const currentViewer = (res: Response): { admin: string } | { customer: Customer } =>
  typeof res.locals.admin === "string" ? { admin: res.locals.admin } : { customer: currentCustomer(res) };
