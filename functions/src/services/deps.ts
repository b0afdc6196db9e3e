import type { TDb } from '../data/db';
import type { TClock } from '../platform/clock';

/** What services need from the outside world; handlers pass the real ones, tests may pass others. */
export type TDeps = { db: TDb; clock: TClock };
