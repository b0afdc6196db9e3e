/**
 * A value that is read again in the background once it is `freshMs` old: callers get the last value at once
 * while the next read runs, so only the first caller (or the first after `forget`) waits for a read. Past
 * `maxStaleMs` callers wait for the new read instead. A failed first read is not kept (the next caller
 * reads again); a failed refresh keeps the last value until the next caller starts another. Each caller
 * passes the read, with its own dependencies; one runs at a time.
 */
export function createRefreshingValue<V>(options: { freshMs: number; maxStaleMs: number }) {
  let current: { value: Promise<V>; readAtMs: number } | null = null;
  let next: Promise<V> | null = null;

  const refresh = (nowMs: number, read: () => Promise<V>): Promise<V> => {
    if (next) return next;
    const reading = read();
    next = reading;
    reading.then(
      () => {
        if (next !== reading) return; // forgotten meanwhile
        current = { value: reading, readAtMs: nowMs };
        next = null;
      },
      () => {
        if (next === reading) next = null;
      },
    );
    return reading;
  };

  return {
    get(nowMs: number, read: () => Promise<V>): Promise<V> {
      if (!current) {
        const value = read();
        const first = { value, readAtMs: nowMs };
        current = first;
        value.catch(() => {
          if (current === first) current = null;
        });
        return value;
      }
      const age = nowMs - current.readAtMs;
      if (age >= options.maxStaleMs) return refresh(nowMs, read);
      if (age >= options.freshMs) void refresh(nowMs, read).catch(() => undefined);
      return current.value;
    },
    /** After a write: the next caller waits for a new read. */
    forget(): void {
      current = null;
      next = null;
    },
  };
}
