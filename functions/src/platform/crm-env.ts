import * as z from '@shared/zod';
import { parseOrThrow } from './env';

/**
 * CRM sync settings, read once. The Follow Up Boss base URL is configurable so the local stand-in (and
 * tests) can stand in for it; `npm start` also sets the stand-in's values the connect form offers.
 */
const ZCrmEnvSchema = z.object({
  FOLLOW_UP_BOSS_API_URL: z._default(z.url(), 'https://api.followupboss.com'),
  /** The registered system name and key Follow Up Boss asks integrations to send (X-System, X-System-Key). */
  FOLLOW_UP_BOSS_SYSTEM: z._default(z.string().check(z.minLength(1)), 'OpenHouseMarket'),
  FOLLOW_UP_BOSS_SYSTEM_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The lead source the CRM shows (Follow Up Boss asks for the website's domain). */
  CRM_EVENT_SOURCE: z._default(z.string().check(z.minLength(1)), 'openhouse.market'),
  /** The first retry's delay; each later one waits three times longer. */
  CRM_RETRY_BASE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3600)), 30),
  /** The local CRM stand-in's demo API key and webhook URL, offered by the connect form (npm start sets them). */
  CRM_STAND_IN_API_KEY: z.optional(z.string().check(z.minLength(1))),
  CRM_STAND_IN_WEBHOOK_URL: z.optional(z.url()),
});

export type TCrmEnv = z.output<typeof ZCrmEnvSchema>;

let cached: TCrmEnv | undefined;

export const getCrmEnv = (): TCrmEnv => (cached ??= parseOrThrow(ZCrmEnvSchema, 'CRM'));
