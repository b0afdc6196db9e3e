import * as z from '@shared/zod';
import { parseOrThrow } from './env';

/**
 * The egress switch, read once. EGRESS_ALLOW_LOOPBACK=true lets server-side fetches of user-chosen
 * addresses reach 127.0.0.0/8 and ::1 (http too), where the embedded runtime's stand-ins listen; `npm start`
 * (infra/local/local-config.ts) and the test setups (vitest.config.ts) set it; the CDK stack never does.
 */
const ZEgressEnvSchema = z.object({
  EGRESS_ALLOW_LOOPBACK: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
});

let cached: z.output<typeof ZEgressEnvSchema> | undefined;

export const getEgressEnv = (): z.output<typeof ZEgressEnvSchema> => (cached ??= parseOrThrow(ZEgressEnvSchema, 'egress'));
