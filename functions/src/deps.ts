import { getDb } from './data/db';
import type { TDeps } from './services/deps';
import { systemClock } from './platform/clock';

let deps: TDeps | undefined;

/** The production dependencies, built once per container. */
export const getDeps = (): TDeps => (deps ??= { db: getDb(), clock: systemClock });
