import * as keys from '../../data/keys';

/** Two brokerage names are one brokerage when they match trimmed, with runs of spaces as one, in any case. */
export const isSameBrokerage = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && keys.brokeragePartition(a) === keys.brokeragePartition(b));
