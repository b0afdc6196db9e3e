import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { parseOrThrow } from '../../platform/env';
import { MLS_HTTP_DEFAULTS } from './http-retry';

/**
 * How hard the MLS clients (sync worker and Test) may press one MLS server: vendors cap requests per second
 * per credential, and 2 is within every cap we know (MLS Grid's). Raise it only for a server that allows more;
 * the test runtimes set it just under their local MLS's own limit.
 */
const ZMlsEnvSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    MLS_REQUESTS_PER_SECOND: z._default(z.coerce.number().check(z.gt(0), z.lte(50)), MLS_HTTP_DEFAULTS.requestsPerSecond),
  }),
);

export type TMlsEnv = z.output<typeof ZMlsEnvSchema>;

let cached: TMlsEnv | undefined;

export const getMlsEnv = (): TMlsEnv => (cached ??= parseOrThrow(ZMlsEnvSchema, 'MLS'));
