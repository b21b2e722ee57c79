import type { RequestHandler, Response } from "express";
import type { Actor } from "../lib/activity-log";
import { unauthenticated } from "../lib/http-error";
import { bearerToken } from "./bearer-token";
import { adminActor, checkPermission } from "./require-admin";
import { currentCustomer, requireCustomer, type Customer } from "./require-user";

/** Routes both sides use (one order): a member's token with the order desk, or a shopper's or guest's ID token. */
export const requireAdminOrUser: RequestHandler = async (req, res, next) => {
  if (!bearerToken(req)) throw unauthenticated("Sign in to continue");
  const actor = await adminActor(req);
  if (!actor) return requireCustomer(req, res, next);
  checkPermission(actor, "orders");
  res.locals.actor = actor;
  res.set("Cache-Control", "private, no-store");
  next();
};

/** Who a request guarded by requireAdminOrUser comes from. */
export const currentViewer = (res: Response): { admin: Actor } | { customer: Customer } =>
  res.locals.actor ? { admin: res.locals.actor as Actor } : { customer: currentCustomer(res) };
