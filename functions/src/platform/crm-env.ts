import * as z from 'zod';

/**
 * CRM sync settings, read once. The Follow Up Boss base URL is configurable so the local stand-in (and
 * tests) can stand in for it; `npm start` also sets the stand-in's values the connect form offers.
 */
const ZCrmEnvSchema = z.object({
  FOLLOW_UP_BOSS_API_URL: z.url().default('https://api.followupboss.com'),
  /** The registered system name and key Follow Up Boss asks integrations to send (X-System, X-System-Key). */
  FOLLOW_UP_BOSS_SYSTEM: z.string().min(1).default('OpenHouseMarket'),
  FOLLOW_UP_BOSS_SYSTEM_KEY: z.string().min(1).optional(),
  /** The lead source the CRM shows (Follow Up Boss asks for the website's domain). */
  CRM_EVENT_SOURCE: z.string().min(1).default('openhouse.market'),
  /** The first retry's delay; each later one waits three times longer. */
  CRM_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** The local CRM stand-in's demo API key and webhook URL, offered by the connect form (npm start sets them). */
  CRM_STAND_IN_API_KEY: z.string().min(1).optional(),
  CRM_STAND_IN_WEBHOOK_URL: z.url().optional(),
});

export type TCrmEnv = z.output<typeof ZCrmEnvSchema>;

let cached: TCrmEnv | undefined;

export function getCrmEnv(): TCrmEnv {
  if (cached) return cached;
  const parsed = ZCrmEnvSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid configuration (CRM environment variables): ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return (cached = parsed.data);
}
