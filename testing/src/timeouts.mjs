// Every test config states the timeouts an ordinary developer machine needs, so a hung test fails in seconds.
// A slower machine (a busy 2-core CI runner) raises all of them at once with TEST_TIMEOUT_SCALE, e.g. 4.

const raw = process.env.TEST_TIMEOUT_SCALE ?? "1";
const scale = Number(raw);
if (!Number.isFinite(scale) || scale < 1) {
  throw new Error(`TEST_TIMEOUT_SCALE must be a number of at least 1, not "${raw}"`);
}

export const TIMEOUT_SCALE = scale;

/** `ms` as this machine needs it: the ordinary value times TEST_TIMEOUT_SCALE. */
export const scaled = (ms) => Math.round(ms * scale);
