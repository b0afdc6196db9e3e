import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_TABLE_NAME = 'marketplace';
export const LOCAL_PHOTO_BUCKET = 'marketplace-photos';

export type TLocalSecrets = { ipHashSalt: string; cursorSigningKey: string; deviceCookieKey: string; totpEncryptionKey: string; mlsCredentialsKey: string };

const newLocalSecrets = (): TLocalSecrets => ({
  ipHashSalt: randomBytes(24).toString('base64url'),
  cursorSigningKey: randomBytes(32).toString('base64url'),
  deviceCookieKey: randomBytes(32).toString('base64url'),
  totpEncryptionKey: randomBytes(32).toString('base64'),
  mlsCredentialsKey: randomBytes(32).toString('base64'),
});

/**
 * Per-machine secrets generated on first start and kept with the data (never committed). A file
 * written before a secret existed gets the missing ones added; the ones it has are kept.
 */
export function loadLocalSecrets(dataDir: string): TLocalSecrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'local-secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<TLocalSecrets>) : {};
  const secrets = { ...newLocalSecrets(), ...stored };
  if (Object.keys(stored).length !== Object.keys(secrets).length) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The environment the handlers read (platform/env.ts), pointed at the embedded stand-ins. */
export function handlerEnvironment(options: {
  port: number;
  endpoints: { dynamodb: string; s3: string; sqs: string; scheduler: string };
  appMode: string;
  secrets: TLocalSecrets;
  logLevel: string;
  /** QUEUE_URL_… and SCHEDULE_… variables for the workers' queues and the schedule groups. */
  backgroundEnvironment: Record<string, string>;
  /** Where the 'outbox' mail transport writes each outgoing e-mail (served at /dev/outbox). */
  outboxDir: string;
}): Record<string, string> {
  return {
    TABLE_NAME: LOCAL_TABLE_NAME,
    PHOTO_BUCKET: LOCAL_PHOTO_BUCKET,
    SITE_ORIGIN: `http://localhost:${options.port}`,
    EXTRA_ORIGINS: `http://127.0.0.1:${options.port}`,
    APP_MODE: options.appMode,
    IP_HASH_SALT: options.secrets.ipHashSalt,
    CURSOR_SIGNING_KEY: options.secrets.cursorSigningKey,
    DEVICE_COOKIE_KEY: options.secrets.deviceCookieKey,
    TOTP_ENCRYPTION_KEY: options.secrets.totpEncryptionKey,
    MLS_CREDENTIALS_KEY: options.secrets.mlsCredentialsKey,
    LOG_LEVEL: options.logLevel,
    AWS_REGION: 'us-east-1',
    // s3rver accepts only its own well-known key pair; DynamoDB Local and fauxqs accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: options.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: options.endpoints.s3,
    AWS_ENDPOINT_URL_SQS: options.endpoints.sqs,
    AWS_ENDPOINT_URL_SCHEDULER: options.endpoints.scheduler,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    MAIL_TRANSPORT: 'outbox',
    OUTBOX_DIR: options.outboxDir,
    // The local switch of the egress rule: the stand-ins (local MLS, CRM) listen on 127.0.0.1. Never set in the cloud.
    EGRESS_ALLOW_LOOPBACK: 'true',
    ...options.backgroundEnvironment,
  };
}
