/** TEST_TIMEOUT_SCALE, 1 unless set. */
export declare const TIMEOUT_SCALE: number;
/** `ms` as this machine needs it: the ordinary value times TEST_TIMEOUT_SCALE. */
export declare function scaled(ms: number): number;
