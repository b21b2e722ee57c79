export * from "./book";
export * from "./order";
export * from "./admin";
export * from "./error";
