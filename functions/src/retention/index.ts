// The retention feature's face: what the composition root and other features may import (never the feature's own files).
export { retentionSweep } from "./retention-functions";
export type { RetentionDeps } from "./retention-sweep";
export { sweepRetention } from "./retention-sweep";
