import * as z from 'zod';
import { APP_MODES } from '@shared/constants/app-mode';
import { ZMlsRegistrySeedSchema } from '@shared/schemas/mls-registry.schema';

/**
 * The MLSs the deployment registers (context `mlsRegistry`: a JSON array, or an array in cdk.json), checked with the
 * functions' own schema and passed to them as MLS_REGISTRY; admins add more from /admin/mls.
 */
const mlsRegistry = z
  .union([z.string(), z.array(z.unknown())])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    let entries: unknown = value;
    try {
      if (typeof value === 'string') entries = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of MLS registry entries' });
      return z.NEVER;
    }
    const parsed = ZMlsRegistrySeedSchema.safeParse(entries);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `must be MLS registry entries: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      });
      return z.NEVER;
    }
    return parsed.data.length > 0 ? JSON.stringify(parsed.data) : undefined;
  });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const ZAppConfigSchema = z.object({
  appMode: z.enum(APP_MODES).default('private-beta'),
  /** The site's own host name (no scheme). Without it the CloudFront domain is the site. */
  siteDomainName: optionalText.pipe(z.hostname({ message: 'must be a host name such as www.example.com (no https://)' }).optional()),
  /** ACM certificate in us-east-1 covering siteDomainName; CloudFront needs one to serve that name. */
  certificateArn: optionalText,
  /** The SPA's VITE_MAP_STYLE_URL (read from the environment when not given), so the CSP admits its host; a path on the site needs nothing. */
  mapStyleUrl: optionalText.pipe(
    z
      .union([z.url({ protocol: /^https$/ }), z.string().regex(/^\/[^/]/)], {
        error: 'must be the map style URL the SPA was built with (https://… or a path on the site such as /map/style.json)',
      })
      .optional(),
  ),
  /** Sender of the e-mails the app sends (replies to inquiries): an SES-verified address. */
  mailFrom: optionalText.pipe(z.email({ message: 'must be an e-mail address verified in Amazon SES' }).optional()),
  /** Where the CloudWatch alarms are e-mailed (an SNS subscription the recipient confirms once). */
  alarmEmail: optionalText.pipe(z.email({ message: 'must be the e-mail address that receives the alarms' }).optional()),
  /** The system name registered with Follow Up Boss (its X-System header on CRM events); default 'OpenHouseMarket'. */
  followUpBossSystem: optionalText,
  /** Comma-separated origins allowed besides the site (e.g. a staging front end). */
  extraOrigins: optionalText,
  logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  mlsRegistry,
  /** Stripe price ids (price_…) of the four plans; required once an entry declares 'payments'. */
  stripePriceSoloMonthly: optionalText,
  stripePriceSoloAnnual: optionalText,
  stripePriceTeamMonthly: optionalText,
  stripePriceTeamAnnual: optionalText,
  /** Stripe's publishable key (pk_…; not a secret: the browser's Payment Element uses it); required with the prices. */
  stripePublishableKey: optionalText.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)' })
      .optional(),
  ),
});

export type TAppConfig = z.output<typeof ZAppConfigSchema>;

const CONTEXT_KEYS = Object.keys(ZAppConfigSchema.shape) as (keyof TAppConfig)[];

/** Keys that once held a value and must not be passed any more, with what to do instead. */
const RETIRED_CONTEXT_KEYS: Record<string, string> = {
  ipHashSalt:
    'is no longer read: a value given on the command line would end up in the template. The salt is generated into a Secrets Manager secret by the data stack (output IpHashSaltSecretArn); drop `-c ipHashSalt`.',
};

/** Reads the app's context (`-c key=value` or cdk.json) once; a bad value fails naming its key. */
export function parseAppConfig(readContext: (key: string) => unknown): TAppConfig {
  const raw = Object.fromEntries(CONTEXT_KEYS.map((key) => [key, readContext(key)]));
  const parsed = ZAppConfigSchema.safeParse(raw);
  const retired = Object.entries(RETIRED_CONTEXT_KEYS).filter(([key]) => readContext(key) !== undefined);
  if (!parsed.success || retired.length) {
    const problems = [
      ...retired.map(([key, advice]) => `context '${key}' ${advice}`),
      ...(parsed.error?.issues ?? []).map((issue) => `context '${issue.path.join('.')}' ${issue.message}`),
    ].join('\n');
    throw new Error(`Invalid CDK context:\n${problems}`);
  }
  return parsed.data;
}
