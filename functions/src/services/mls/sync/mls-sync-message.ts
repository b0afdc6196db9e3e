import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TMlsSyncLogRecord } from '../../../data/mls-records';

/**
 * What the `mls-sync` queue carries. `run`: a sync the API started (its log row and lock already
 * written). `scheduled`: a configuration's auto-sync schedule fired; the worker starts the run itself.
 */
export const ZMlsSyncMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('run'), userId: z.string(), configId: z.string(), logId: z.string(), startedAt: z.string() }),
    z.object({ kind: z.literal('scheduled'), userId: z.string(), configId: z.string() }),
  ]),
);
export type TMlsSyncMessage = z.infer<typeof ZMlsSyncMessageSchema>;

/** The message that has the worker run a sync whose log row (and lock) is written. */
export const runMessageOf = (log: TMlsSyncLogRecord): TMlsSyncMessage => ({
  kind: 'run',
  userId: log.userId,
  configId: log.mlsConfigId,
  logId: log.id,
  startedAt: log.startedAt,
});

/** The schedule of one configuration is named after it, so it can be replaced and removed by name. */
export const mlsScheduleName = (configId: string) => `mls-${configId}`;
