/** Resolves after `ms`. On the global setTimeout, so tests' fake timers drive it. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
