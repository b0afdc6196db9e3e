/**
 * A small per-container memory with a time-to-live and a size bound (oldest entries leave first).
 * Lambda keeps a container warm between invocations, so hot reads can skip the table for a moment.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  return {
    get(key: string, nowMs: number): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= nowMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V, nowMs: number): void {
      if (!entries.has(key) && entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAtMs: nowMs + options.ttlMs });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    deleteWhere(predicate: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (predicate(entry.value)) entries.delete(key);
    },
  };
}
