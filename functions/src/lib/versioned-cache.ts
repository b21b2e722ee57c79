import { LRUCache } from "lru-cache";

// Bounds how long a change that does not move the catalog version can stay unseen: a write made around the API
// (the Firebase console), and the stock orders take and cancellations put back (a version rewritten by every
// order would be one document written by every checkout of the shop; the cart and checkout read stock fresh).
const TTL_MS = 60_000;

/**
 * Answers read from the catalog, kept in this function instance's memory. The home page asks every shopper for
 * the same two pages: served from here they cost one document read (the catalog version) instead of a query of
 * up to limit + 1 documents. Keyed by the catalog version, so an API write shows everywhere at once. Bounded in
 * entries: searches and cursors make the key space open-ended.
 */
export function createVersionedCache<Key extends object, Value extends object>(
  version: () => Promise<string | undefined>,
  max = 500,
) {
  const entries = new LRUCache<string, Value>({ max, ttl: TTL_MS });
  return {
    async get(key: Key, load: () => Promise<Value>): Promise<Value> {
      const current = await version();
      if (current === undefined) return load();
      const cacheKey = JSON.stringify([current, Object.entries(key).sort(([a], [b]) => a.localeCompare(b))]);
      const cached = entries.get(cacheKey);
      if (cached) return cached;
      const value = await load();
      entries.set(cacheKey, value);
      return value;
    },
    /** A write made here: older entries can no longer be asked for, so free them now. */
    clear: () => entries.clear(),
  };
}
