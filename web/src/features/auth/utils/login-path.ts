/**
 * Where a guard sends a signed-out shopper; the page they asked for travels in the location state. Its own
 * module: the storefront's first load needs this path, not the code that reads the state after signing in.
 */
export const LOGIN_PATH = "/login";
