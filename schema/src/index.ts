// First: configures zod before any schema below is built.
import "./zod";

export { z } from "./zod";

export * from "./admin-constants";
export * from "./constants";
export * from "./book";
export * from "./order";
export * from "./order-number";
export * from "./account";
export * from "./account-export";
export * from "./review";
export * from "./order-status";
export * from "./newsletter";
export * from "./isbn";
export * from "./words";
export * from "./admin";
export * from "./staff-roles";
export * from "./staff";
export * from "./error";
export * from "./cover";
export * from "./cover-kind";
export * from "./unicode";
export * from "./text";
export * from "./id";
export * from "./import-job";
export * from "./mail";
export * from "./money";
export * from "./return-status";
export * from "./returns";
export * from "./countries";
