/** Injected time source, so services and tests agree on "now". */
export type TClock = { now: () => Date };

export const systemClock: TClock = { now: () => new Date() };
