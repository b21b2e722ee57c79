// The deployed function's entry: the API with nothing but the store in it.
import { apiFunction } from "./api-function";
import { createDeps } from "./deps";
import { assertSafeEmulatorUse } from "./lib/env";

assertSafeEmulatorUse();

export const api = apiFunction(createDeps());
