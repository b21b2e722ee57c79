// A lone UTF-16 surrogate cannot be encoded as UTF-8: Firestore (and any consumer that re-encodes) fails on it
// or silently replaces it, so such a string is refused where it enters.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);
