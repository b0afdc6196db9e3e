import * as z from '@shared/zod';
import { APP_MODES } from '@shared/constants/app-mode';

/** Parses the environment with one group's schema; a malformed variable fails with its name and the group's. */
export const parseOrThrow = <S extends z.ZodMiniType>(schema: S, what: string): z.output<S> => {
  const parsed = schema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid configuration (${what} environment variables): ${problems}`);
};

/**
 * What every function may read. A resource's name (TABLE_NAME, PHOTO_BUCKET) is set by the binding that
 * grants it, so a function without the grant has no name and fails loudly on first use.
 */
const ZEnvSchema = z
  .object({
    TABLE_NAME: z.optional(z.string().check(z.minLength(1))),
    PHOTO_BUCKET: z.optional(z.string().check(z.minLength(1))),
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
    /** How outgoing e-mail leaves: 'outbox' writes JSON files to OUTBOX_DIR (local), 'ses' sends with Amazon SES. */
    MAIL_TRANSPORT: z._default(z.enum(['outbox', 'ses']), 'outbox'),
    /** The local outbox folder (the embedded runtime sets <data dir>/outbox). */
    OUTBOX_DIR: z._default(z.string().check(z.minLength(1)), '.data/outbox'),
    /** The sender of outgoing e-mail, e.g. `OpenHouse Market <no-reply@example.com>`; a verified SES identity for 'ses'. */
    MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
    /** The SES configuration set mail is sent through, so SES reports its bounces and complaints (cloud only). */
    MAIL_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
    /**
     * Where listing addresses are placed on the map: 'offline' from the places gazetteer (ZIP or city centre; local
     * runs and tests), 'amazon-location' through Amazon Location Service Places (Geocode; geo-places:Geocode, granted
     * by the route resource 'geocode'), the gazetteer standing in when it fails or finds nothing.
     */
    GEOCODER: z._default(z.enum(['offline', 'amazon-location']), 'offline'),
    /** The MLSs the deployment registers from its configuration: a JSON array of registry entries (data/configured-mls-registry.ts). */
    MLS_REGISTRY: z.optional(z.string()),
  })
  .check(
    z.refine((env) => env.MAIL_TRANSPORT !== 'ses' || Boolean(env.MAIL_FROM), {
      path: ['MAIL_FROM'],
      message: 'required when MAIL_TRANSPORT=ses (a verified SES sender)',
    }),
  );

/** What only functions behind the HTTP API read: the site, the app mode, client-IP handling. */
const ZHttpEnvSchema = z
  .object({
    SITE_ORIGIN: z.url(),
    /** Comma-separated extra origins allowed to make state-changing requests (e.g. http://127.0.0.1:3000). */
    EXTRA_ORIGINS: z._default(z.string(), ''),
    APP_MODE: z._default(z.enum(APP_MODES), 'private-beta'),
    /** Salt for hashing client IPs before they are stored or used as rate-limit keys (local; see the next one). */
    IP_HASH_SALT: z.optional(z.string().check(z.minLength(16))),
    /** In the cloud, the Secrets Manager secret holding that salt (read once per container by platform/ip-hash.ts). */
    IP_HASH_SALT_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
    /** The Secrets Manager secret CloudFront sends in ORIGIN_VERIFY_HEADER; set, requests without it are refused. */
    ORIGIN_VERIFY_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
    ORIGIN_VERIFY_HEADER: z._default(z.string().check(z.toLowerCase()), 'x-origin-verify'),
    /** Header carrying the viewer's address when a CDN fronts the API (cloudfront-viewer-address). */
    CLIENT_IP_HEADER: z.optional(z.string()),
  })
  .check(
    z.refine((env) => !env.CLIENT_IP_HEADER || Boolean(env.ORIGIN_VERIFY_SECRET_ARN), {
      // Anyone can send that header; only requests proven to come through the CDN may be believed.
      path: ['CLIENT_IP_HEADER'],
      message: 'trusted only behind the CDN check: set ORIGIN_VERIFY_SECRET_ARN too',
    }),
  );

export type TEnv = z.output<typeof ZEnvSchema>;
export type THttpEnv = z.output<typeof ZHttpEnvSchema> & { allowedOrigins: string[]; isHttps: boolean };

let cached: TEnv | undefined;
let cachedHttp: THttpEnv | undefined;

/** Configuration, parsed once. A malformed variable fails with its name. */
export const getEnv = (): TEnv => (cached ??= parseOrThrow(ZEnvSchema, 'function'));

/** The HTTP functions' configuration, parsed once; a missing variable fails with its name. */
export function getHttpEnv(): THttpEnv {
  if (cachedHttp) return cachedHttp;
  const env = parseOrThrow(ZHttpEnvSchema, 'HTTP');
  const extra = env.EXTRA_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  cachedHttp = { ...env, allowedOrigins: [new URL(env.SITE_ORIGIN).origin, ...extra], isHttps: env.SITE_ORIGIN.startsWith('https://') };
  return cachedHttp;
}

/** A resource name a binding sets; its absence means the entry lacks the grant. */
export function requireResourceName(name: 'TABLE_NAME' | 'PHOTO_BUCKET'): string {
  const value = getEnv()[name];
  if (!value) throw new Error(`${name} is not set: this function is not granted the resource it names (see its entry's resources)`);
  return value;
}

const ZSiteOriginSchema = z.object({ SITE_ORIGIN: z.url() });
let siteOrigin: string | undefined;

/** The site's address for links in mail sent by workers (infra sets SITE_ORIGIN on the workers that send mail). */
export const getSiteOrigin = (): string => (siteOrigin ??= new URL(parseOrThrow(ZSiteOriginSchema, 'worker').SITE_ORIGIN).origin);
