import * as z from '@shared/zod';
import { LEAD_RETENTION_DAYS } from '@shared/constants/privacy';
import { parseOrThrow } from './env';

/** LEAD_RETENTION_DAYS overrides how long after their last activity leads and sign-ins keep the person's details. */
const ZRetentionEnvSchema = z.object({
  LEAD_RETENTION_DAYS: z._default(z.pipe(z.string().check(z.regex(/^\d+$/, 'a whole number of days')), z.transform(Number)), LEAD_RETENTION_DAYS),
});

let cached: number | undefined;
export const getLeadRetentionDays = (): number => (cached ??= parseOrThrow(ZRetentionEnvSchema, 'retention').LEAD_RETENTION_DAYS);
