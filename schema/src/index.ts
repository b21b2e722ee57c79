import { z } from "zod";

// The contract never compiles validators with `new Function`: the storefront's Content-Security-Policy forbids
// eval, and zod's probe for it would be reported as a violation on every page that validates.
z.config({ jitless: true });

export * from "./constants";
export * from "./book";
export * from "./order";
export * from "./admin";
export * from "./error";
export * from "./cover";
export * from "./cover-kind";
export * from "./unicode";
export * from "./text";
export * from "./id";
