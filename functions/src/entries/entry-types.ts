import type { TApiKeyScope } from '@shared/constants/api-keys';
import type { TCapability } from '@shared/constants/plan-capabilities';
import type * as z from '@shared/zod';

/**
 * The shapes of the entry table (functions/src/entries.ts): every way code of ours is invoked, as plain
 * data that infra and the embedded runtime read without loading any handler.
 */

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an HTTP route.
 * - public: anyone (owner checks, where any, happen in the service)
 * - user: any signed-in user (401 otherwise)
 * - pro: signed-in AGENT or BROKER (401 signed out, 403 for other roles)
 * - subscribed: a pro whose subscription allows listing (403 SUBSCRIPTION_REQUIRED otherwise)
 * - broker: signed-in BROKER (401 signed out, 403 for other roles)
 * - admin: a signed-in operator of the marketplace (`isAdmin`, granted with table access only: 403 for everyone else)
 */
export type TAccess = 'public' | 'user' | 'pro' | 'subscribed' | 'broker' | 'admin';

/** Logical names of the work queues; each is created from the worker entry that consumes it. */
export type TQueueName = string;

/**
 * AWS resources a function touches; infra grants exactly these.
 * 'private-objects:read' / 'private-objects:write': objects of the photo bucket under `private/` (an account's data
 * export), never served; read includes listing them, write includes deleting.
 * 'mail:send': ses:SendEmail as MAIL_FROM. 'queue:<name>': send to that worker's queue.
 * 'schedules:<name>': create/update/delete schedules in that schedule entry's group.
 * 'secret:ip-hash-salt': read the salt client IPs are hashed with (Secrets Manager in the cloud).
 * 'secret:mls-credentials-key': read the key that seals and opens MLS credentials.
 * 'geocode': place addresses with Amazon Location Service Places (geo-places:Geocode; GEOCODER=amazon-location).
 */
export type TResource =
  | 'table:read'
  | 'table:write'
  | 'photos:read'
  | 'photos:write'
  | 'private-objects:read'
  | 'private-objects:write'
  | 'mail:send'
  | 'secret:ip-hash-salt'
  | 'secret:mls-credentials-key'
  | 'payments'
  | 'geocode'
  | `queue:${TQueueName}`
  | `schedules:${string}`;

/** Path to a handler module under functions/src, without `.handler.ts`; the module exports `handler`. */
export type THandlerModule = string;

/**
 * Lambda sizing; the defaults (10 s, 512 MB) suit a browser-facing route. `nativeModules`: npm packages with
 * native code (sharp), installed for Lambda's platform beside the bundle instead of bundled. `dataFiles`: files
 * under functions/src that the code reads at run time from beside itself (`new URL('./name', import.meta.url)`),
 * copied next to the bundle's index.mjs (large data stays out of the JavaScript).
 */
export type TFunctionSettings = { timeoutSeconds?: number; memoryMb?: number; nativeModules?: readonly string[]; dataFiles?: readonly string[] };

type THttpCommon = TFunctionSettings & {
  method: THttpMethod;
  /** API Gateway style path, parameters as {name}. */
  path: `/api/${string}`;
  handler: THandlerModule;
  resources: readonly TResource[];
  summary: string;
  /** Groups in the API reference. */
  tags: readonly string[];
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  response?: z.ZodMiniType;
};

/** A route the SPA (or a person's browser) calls: same-site Origin on writes, a JSON body, a session. */
export type THttpRoute = THttpCommon & {
  kind?: 'http';
  access: TAccess;
  /** The JSON body's schema (the request body is always JSON on these routes). */
  body?: z.ZodMiniType;
  /** A navigation (browser redirect) rather than a JSON call. */
  isNavigation?: boolean;
  /**
   * What the caller's plan must include (shared/src/constants/plan-capabilities.ts): 403 PLAN_UPGRADE_REQUIRED
   * naming the plans that do, checked after `access`.
   */
  capability?: TCapability;
  /** A capability that ranks the request instead of refusing it (priority support: the route serves everyone). */
  rankedBy?: TCapability;
  /**
   * The API key scope that opens this route to `Authorization: Bearer <key>` (the key acts as its owner, with the
   * same access, capability and owner checks). A route without one answers a keyed call 403. Needs table writes
   * (the key's rate counters and last use).
   */
  apiScope?: TApiKeyScope;
  /**
   * What the plan of the caller's team must include: its broker's plan, not the member's own. The service checks
   * it on each request with the team as stored then (403 PLAN_UPGRADE_REQUIRED naming the plans that do).
   */
  teamCapability?: TCapability;
};

/**
 * How a webhook proves who sent it, checked on the raw bytes before anything is parsed.
 * 'timestamped-hmac-sha256': `<header>: t=…,v1=HMAC-SHA256(secret, "t.body")` within toleranceSeconds
 * (Stripe's scheme, for senders that copy it). 'provider-sdk' and 'capability-in-path': see below.
 */
export type TWebhookVerifier =
  | {
      /**
       * The provider's own SDK checks the signature on the raw bytes in its adapter (Stripe's
       * `webhooks.constructEvent`), as the first step of the service, before anything is read or written; a refusal
       * (a missing header too) is a 400.
       */
      scheme: 'provider-sdk';
      /** Lower-case header name, e.g. 'stripe-signature'. */
      header: string;
    }
  | {
      scheme: 'timestamped-hmac-sha256';
      /** Lower-case header name, e.g. 'stripe-signature'. */
      header: string;
      /** The environment variable holding the signing secret. */
      secretEnv: string;
      toleranceSeconds: number;
    }
  | {
      /**
       * The path parameter `param` is an unguessable token that the service looks up (a one-click unsubscribe
       * address): the capability is the proof, there is no signature to check.
       */
      scheme: 'capability-in-path';
      param: string;
    };

/** A call from another system: any origin, the raw body, a signature instead of a session. */
export type TWebhookEntry = THttpCommon & {
  kind: 'webhook';
  method: 'POST';
  verifier: TWebhookVerifier;
};

export type THttpEntry = THttpRoute | TWebhookEntry;

/** An SQS consumer, run by Lambda's event source mapping in the cloud and by the embedded poller locally. */
export type TQueueWorkerEntry = {
  kind: 'queue-worker';
  queue: TQueueName;
  handler: THandlerModule;
  summary: string;
  resources: readonly TResource[];
  batchSize: number;
  /** How long to gather a batch before invoking (0 = invoke as soon as messages arrive). */
  batchWindowSeconds: number;
  timeoutSeconds: number;
  memoryMb: number;
  /** At least six times timeoutSeconds, as AWS advises for SQS event sources. */
  visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Messages of one batch handled at once (default 1, one after the other): for workers that mostly wait on another system. */
  messageConcurrency?: number;
  /** As for HTTP entries: npm packages with native code (sharp) installed beside the bundle. */
  nativeModules?: readonly string[];
};

/**
 * A group of EventBridge Scheduler schedules created and deleted at run time (one per MLS configuration,
 * say), all sending to one worker's queue through a role that may send only there.
 */
export type TScheduleEntry = {
  kind: 'schedule';
  /** The schedule group's name. */
  group: string;
  targetQueue: TQueueName;
  /** Scheduler may fire up to this many minutes late, spreading load; 0 = exactly on time. */
  flexibleWindowMinutes: number;
  summary: string;
  /** A recurring schedule that always exists, made with the group rather than at run time (a daily pass). */
  fixed?: { name: string; everyMinutes: number; message: unknown };
};

export type TEntry = THttpEntry | TQueueWorkerEntry | TScheduleEntry;

export const isWebhook = (entry: THttpEntry): entry is TWebhookEntry => entry.kind === 'webhook';

export const httpEntryKey = (entry: Pick<THttpCommon, 'method' | 'path'>) => `${entry.method} ${entry.path}`;
