import * as z from 'zod';
import { APP_MODES } from '@shared/constants/app-mode';

const ZEnvSchema = z.object({
  TABLE_NAME: z.string().min(1),
  PHOTO_BUCKET: z.string().min(1),
  SITE_ORIGIN: z.url(),
  /** Comma-separated extra origins allowed to make state-changing requests (e.g. http://127.0.0.1:3000). */
  EXTRA_ORIGINS: z.string().default(''),
  APP_MODE: z.enum(APP_MODES).default('private-beta'),
  AWS_REGION: z.string().default('us-east-1'),
  /** Salt for hashing client IPs before they are stored or used as rate-limit keys. */
  IP_HASH_SALT: z.string().min(16),
  /** HMAC key that signs paging cursors, so a cursor cannot be forged or replayed on another query. */
  CURSOR_SIGNING_KEY: z.string().min(32),
  /** HMAC key that signs the device cookie of browsers that signed in successfully before. */
  DEVICE_COOKIE_KEY: z.string().min(32),
  /** AES-256-GCM key (base64, 32 bytes) that encrypts two-factor secrets at rest. */
  TOTP_ENCRYPTION_KEY: z.string().refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded'),
  /** Header carrying the viewer's address when a CDN fronts the API (cloudfront-viewer-address). */
  CLIENT_IP_HEADER: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** How outgoing e-mail leaves: 'outbox' writes JSON files to OUTBOX_DIR (local), 'ses' sends with Amazon SES. */
  MAIL_TRANSPORT: z.enum(['outbox', 'ses']).default('outbox'),
  /** The local outbox folder (the embedded runtime sets <data dir>/outbox). */
  OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  /** The sender of outgoing e-mail, e.g. `OpenHouse Market <no-reply@example.com>`; a verified SES identity for 'ses'. */
  MAIL_FROM: z.string().min(3).optional(),
}).refine((env) => env.MAIL_TRANSPORT !== 'ses' || Boolean(env.MAIL_FROM), {
  path: ['MAIL_FROM'],
  message: 'required when MAIL_TRANSPORT=ses (a verified SES sender)',
});

export type TEnv = z.infer<typeof ZEnvSchema> & { allowedOrigins: string[]; isHttps: boolean };

let cached: TEnv | undefined;

/** Configuration, parsed once. A missing or malformed variable fails with its name. */
export function getEnv(): TEnv {
  if (cached) return cached;
  const parsed = ZEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration (environment variables): ${problems}`);
  }
  const env = parsed.data;
  const extra = env.EXTRA_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  cached = {
    ...env,
    allowedOrigins: [new URL(env.SITE_ORIGIN).origin, ...extra],
    isHttps: env.SITE_ORIGIN.startsWith('https://'),
  };
  return cached;
}
