/** Time as the client sees it; tests pass a fake so waits cost nothing. */
export type TClock = { now(): number; sleep(ms: number): Promise<void> };

export const systemClock: TClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Spaces requests evenly so one configuration never sends more than its allowance (MLS Grid allows 2/s). */
export type TRequestBudget = { take(): Promise<void> };

export function createRequestBudget(options: { requestsPerSecond: number; clock: TClock }): TRequestBudget {
  if (!(options.requestsPerSecond > 0)) throw new RangeError('requestsPerSecond must be greater than 0');
  const interval = 1000 / options.requestsPerSecond;
  let nextSlot = -Infinity;
  return {
    async take() {
      const now = options.clock.now();
      const slot = Math.max(now, nextSlot);
      // Reserve the slot before waiting, so concurrent callers queue behind each other.
      nextSlot = slot + interval;
      if (slot > now) await options.clock.sleep(slot - now);
    },
  };
}
