import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import {
  MLS_DEFAULT_RETS_VERSION,
  MLS_DEFAULT_USER_AGENT,
  MLS_MEMBER_ID_MAX_LENGTH,
  MLS_PROTOCOLS,
  MLS_PROVIDERS,
  MLS_SYNC_FREQUENCY_DEFAULT_SECONDS,
  MLS_SYNC_FREQUENCY_MAX_SECONDS,
  MLS_SYNC_FREQUENCY_MIN_SECONDS,
  MLS_SYNC_STATUSES,
  MLS_SYNC_TYPES,
  isRetsVersion,
  mlsProtocolsOf,
  type TMlsProtocol,
  type TMlsProvider,
} from '../constants/mls';
import { MLS_REGISTRY_ID_PATTERN } from '../constants/mls-trust';
import { ZResourceIdSchema } from './form-fields.schema';
import { isProviderUrl } from './mls-registry.schema';
import { ZMlsMemberVerificationSchema, ZMlsSourceSchema } from './mls-verification.schema';
import { RETS_ONLY_MESSAGE, ZRetsFieldOverridesViewSchema, ZRetsOverridesRequestShape, retsOnlyPathsSet } from './mls-rets-overrides.schema';

const required = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`));

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`))),
    z.transform((v) => v || undefined),
  );

const syncFrequency = /* @__PURE__ */ lazySchema(() =>
  z.coerce
    .number({ error: 'Sync frequency must be a number of seconds' })
    .check(
      z.int('Sync frequency must be a whole number of seconds'),
      z.gte(MLS_SYNC_FREQUENCY_MIN_SECONDS, `Sync frequency must be between ${MLS_SYNC_FREQUENCY_MIN_SECONDS} and ${MLS_SYNC_FREQUENCY_MAX_SECONDS} seconds`),
      z.lte(MLS_SYNC_FREQUENCY_MAX_SECONDS, `Sync frequency must be between ${MLS_SYNC_FREQUENCY_MIN_SECONDS} and ${MLS_SYNC_FREQUENCY_MAX_SECONDS} seconds`),
    ),
);

const autoSync = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'Auto-sync must be true or false' }),
    z.transform((v) => v === true || v === 'true'),
  ),
);

const usernameSchema = /* @__PURE__ */ lazySchema(() => required('Username is required', 200));
const passwordSchema = /* @__PURE__ */ lazySchema(() =>
  z.string({ error: 'Password is required' }).check(z.minLength(1, 'Password is required'), z.maxLength(4000, 'Password must be at most 4000 characters')),
);
const userAgentPasswordSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.maxLength(4000, 'User agent password must be at most 4000 characters')));

const RETS_VERSION_MESSAGE = 'A RETS version looks like RETS/1.7.2';
export const USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE = 'A user agent password applies only to RETS configurations';
const protocolNotOfferedMessage = (provider: TMlsProvider) => `${provider} speaks ${mlsProtocolsOf(provider).join(' or ')} only`;

/** The protocol a new configuration asks for: the one it names, else its provider's default. */
const requestedProtocol = (body: { mlsProvider: TMlsProvider; protocol?: TMlsProtocol }): TMlsProtocol => body.protocol ?? mlsProtocolsOf(body.mlsProvider)[0]!;

/**
 * POST /api/mls/configurations (spec §5). `protocol` chooses between RETS and RESO Web API where the
 * provider offers both (CoreLogic Matrix, Flexmls; default RETS, the spec's RETS/1.7.2 default); RETS
 * Standard is RETS, every other provider RESO. For RESO username/password mean the OAuth2 client id /
 * client secret; a username of `bearer` makes the password a bearer token; `tokenUrl` (optional, RESO
 * only) is the OAuth2 token endpoint, by default `<provider URL's origin>/oauth2/token`. userAgent and
 * version take their defaults when left empty; version is RETS-only (a RETS version, RETS/1.7.2 by
 * default) and dropped for RESO. RETS only too: `userAgentPassword` (RETS UA-Authorization), and
 * `resource`, `className` and `fieldOverrides` (Data Dictionary name → SystemName) for servers whose
 * metadata does not say; a RESO configuration that sends them is refused (400), not silently ignored.
 */
export const ZCreateMlsConfigurationRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z
      .object({
        mlsProvider: z.enum(MLS_PROVIDERS, { error: 'MLS Provider is required' }),
        providerUrl: z
          .string({ error: 'Please enter a valid URL' })
          .check(z.trim(), z.maxLength(2000, 'Please enter a valid URL'), z.refine(isProviderUrl, 'Please enter a valid URL')),
        /**
         * The registered MLS the configuration is of (GET /api/mls/registry): its provider URL must then be one of
         * that MLS's servers. Left out, a provider URL that is a registered server is that MLS's all the same,
         * and any other is a private feed (its listings the account's own, no MLS attribution).
         */
        mlsId: z.optional(z.string().check(z.trim(), z.regex(MLS_REGISTRY_ID_PATTERN, 'Choose an MLS from the list'))),
        /** The MLS's own name, which imported listings credit (IDX); a provider may serve several MLSs. Default: the provider's. */
        mlsName: optionalText(100),
        /** The member's own MLS identity (ListAgentMlsId or ListAgentKey): only their listings are imported as theirs. */
        agentMlsId: optionalText(MLS_MEMBER_ID_MAX_LENGTH),
        /** A broker's office MLS identity (ListOfficeMlsId or ListOfficeKey): the office's listings are imported as the broker's. */
        officeMlsId: optionalText(MLS_MEMBER_ID_MAX_LENGTH),
        username: usernameSchema,
        password: passwordSchema,
        protocol: z.optional(z.enum(MLS_PROTOCOLS, { error: `Protocol must be ${MLS_PROTOCOLS.join(' or ')}` })),
        userAgent: optionalText(200),
        /** RETS only: the password the MLS gave the user agent, for RETS UA-Authorization. */
        userAgentPassword: z.pipe(
          z.optional(userAgentPasswordSchema),
          z.transform((v) => v || undefined),
        ),
        version: optionalText(40),
        tokenUrl: z
          .pipe(
            z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Please enter a valid URL'))),
            z.transform((v) => v || undefined),
          )
          .check(z.refine((v) => v === undefined || isProviderUrl(v), 'Please enter a valid URL')),
        syncFrequency: z._default(syncFrequency, MLS_SYNC_FREQUENCY_DEFAULT_SECONDS),
        autoSync: z._default(autoSync, false),
        ...ZRetsOverridesRequestShape,
      })
      .check(
        z.superRefine((body, ctx) => {
          if (!body.agentMlsId && !body.officeMlsId) ctx.addIssue({ code: 'custom', path: ['agentMlsId'], message: MLS_MEMBER_ID_REQUIRED_MESSAGE });
          if (body.protocol && !mlsProtocolsOf(body.mlsProvider).includes(body.protocol)) {
            ctx.addIssue({ code: 'custom', path: ['protocol'], message: protocolNotOfferedMessage(body.mlsProvider) });
            return;
          }
          if (requestedProtocol(body) === 'RETS') {
            // The stored version is what says a Matrix or Flexmls configuration speaks RETS (mlsProtocolOf).
            if (body.version !== undefined && !isRetsVersion(body.version)) ctx.addIssue({ code: 'custom', path: ['version'], message: RETS_VERSION_MESSAGE });
            return;
          }
          for (const path of retsOnlyPathsSet(body)) ctx.addIssue({ code: 'custom', path: [path], message: RETS_ONLY_MESSAGE });
          if (body.userAgentPassword) ctx.addIssue({ code: 'custom', path: ['userAgentPassword'], message: USER_AGENT_PASSWORD_RETS_ONLY_MESSAGE });
        }),
      ),
    z.transform(({ protocol, ...body }) => {
      const isRets = requestedProtocol({ mlsProvider: body.mlsProvider, protocol }) === 'RETS';
      return {
        ...body,
        mlsName: body.mlsName ?? body.mlsProvider,
        agentMlsId: body.agentMlsId ?? null,
        officeMlsId: body.officeMlsId ?? null,
        userAgent: body.userAgent ?? MLS_DEFAULT_USER_AGENT,
        userAgentPassword: isRets ? (body.userAgentPassword ?? null) : null,
        version: isRets ? (body.version ?? MLS_DEFAULT_RETS_VERSION) : null,
        tokenUrl: isRets ? null : (body.tokenUrl ?? defaultTokenUrl(body.providerUrl)),
        resource: body.resource ?? null,
        className: body.className ?? null,
        fieldOverrides: body.fieldOverrides ?? {},
      };
    }),
  ),
);

/** Says which listings of the feed are the member's: without it a sync would import none. */
export const MLS_MEMBER_ID_REQUIRED_MESSAGE = 'Enter your agent MLS ID (or, for a brokerage, its office MLS ID)';

/** Where RESO servers that follow the common layout hand out OAuth2 tokens. */
export const defaultTokenUrl = (providerUrl: string) => `${new URL(providerUrl).origin}/oauth2/token`;
export type TCreateMlsConfigurationRequest = z.input<typeof ZCreateMlsConfigurationRequestSchema>;
export type TCreateMlsConfiguration = z.output<typeof ZCreateMlsConfigurationRequestSchema>;

/**
 * PATCH /api/mls/configurations/{id}: the switches the screen toggles, the RETS overrides, or new
 * credentials (an MLS rotates passwords; deleting and re-adding the configuration would import every
 * listing again as a new one); at least one. `fieldOverrides` replaces the whole map (`{}` clears it); a
 * null or empty resource or class clears it (back to what metadata says). `userAgentPassword` null
 * removes the stored one, empty keeps it. The RETS ones are refused for a RESO configuration.
 */
export const ZUpdateMlsConfigurationRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      isActive: z.optional(autoSync),
      autoSync: z.optional(autoSync),
      syncFrequency: z.optional(syncFrequency),
      /** null clears it; a configuration keeps at least one of the two (checked against the stored one). */
      agentMlsId: z.optional(
        z.pipe(
          z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MLS_MEMBER_ID_MAX_LENGTH, `Must be at most ${MLS_MEMBER_ID_MAX_LENGTH} characters`)))),
          z.transform((v) => (v === '' ? null : v)),
        ),
      ),
      officeMlsId: z.optional(
        z.pipe(
          z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MLS_MEMBER_ID_MAX_LENGTH, `Must be at most ${MLS_MEMBER_ID_MAX_LENGTH} characters`)))),
          z.transform((v) => (v === '' ? null : v)),
        ),
      ),
      username: z.optional(usernameSchema),
      password: z.optional(passwordSchema),
      userAgentPassword: z.optional(
        z.pipe(
          z.optional(z.nullable(userAgentPasswordSchema)),
          z.transform((v) => (v === '' ? undefined : v)),
        ),
      ),
      ...ZRetsOverridesRequestShape,
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        message:
          'Send isActive, autoSync, syncFrequency, agentMlsId, officeMlsId, username, password, userAgentPassword, resource, className or fieldOverrides',
      }),
    ),
);
export type TUpdateMlsConfigurationRequest = z.input<typeof ZUpdateMlsConfigurationRequestSchema>;
export type TUpdateMlsConfiguration = z.output<typeof ZUpdateMlsConfigurationRequestSchema>;

export const ZMlsConfigurationIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

export const ZMlsSyncStatusSchema = /* @__PURE__ */ lazySchema(() => z.enum(MLS_SYNC_STATUSES));
export const ZMlsSyncTypeSchema = /* @__PURE__ */ lazySchema(() => z.enum(MLS_SYNC_TYPES));

/** POST /api/mls/configurations/{id}/sync */
export const ZStartMlsSyncRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    syncType: z._default(z.enum(MLS_SYNC_TYPES, { error: 'Sync type must be incremental or full' }), 'incremental'),
  }),
);
export type TStartMlsSyncRequest = z.input<typeof ZStartMlsSyncRequestSchema>;

/** One sync run as the log tab and the progress bar show it. Times are ISO 8601; duration in seconds. */
export const ZMlsSyncLogSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    mlsConfigId: z.string(),
    syncType: ZMlsSyncTypeSchema,
    status: ZMlsSyncStatusSchema,
    propertiesProcessed: z.number().check(z.int()),
    propertiesCreated: z.number().check(z.int()),
    propertiesUpdated: z.number().check(z.int()),
    /** Records we could not read (no key, no modification time) and listings whose write failed. */
    propertiesErrors: z.number().check(z.int()),
    /** Records of other members' listings: read, counted, left out (not errors). Rows older than the count read 0. */
    propertiesNotYours: z._default(z.number().check(z.int()), 0),
    /** The member's listings whose data we refuse (a missing price, a ZIP code that is not one), by Data Dictionary field. */
    propertiesRefused: z._default(z.number().check(z.int()), 0),
    refusedByField: z._default(z.record(z.string(), z.number().check(z.int())), {}),
    /** Active listings imported as drafts, never published, and why (the plan's limit, a subscription that lapsed). */
    propertiesHeldAsDrafts: z._default(z.number().check(z.int()), 0),
    heldAsDraftReason: z._default(z.nullable(z.string()), null),
    /** The configuration's first sync (nothing read before it): the screen calls it the initial sync. */
    isInitial: z._default(z.boolean(), false),
    /** Why a failed run stopped (the record-level errors are in errorDetails); null otherwise. */
    failureReason: z._default(z.nullable(z.string()), null),
    /** How many listings the server said the run covers; null until the first page (or when it never says). */
    total: z.nullable(z.number().check(z.int())),
    /** Readable lines: what failed and what the server said. Empty when nothing failed. */
    errorDetails: z.array(z.string()),
    startedAt: z.string(),
    completedAt: z.nullable(z.string()),
    duration: z.nullable(z.number()),
  }),
);
export type TMlsSyncLog = z.infer<typeof ZMlsSyncLogSchema>;

/** GET /api/mls/configurations/{id}/logs: newest first. */
export const ZMlsSyncLogListResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZMlsSyncLogSchema) }));
export type TMlsSyncLogListResponse = z.infer<typeof ZMlsSyncLogListResponseSchema>;

/** A configuration as GET returns it: the password is never sent back, only whether one is stored. */
export const ZMlsConfigurationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    mlsProvider: z.enum(MLS_PROVIDERS),
    /** The MLS's name (a registered MLS's own; else as entered, default the provider's): what the screens call the configuration. */
    mlsName: z.string(),
    /** A registered MLS (listings one per MLS and ListingKey, members verified) or a private feed. */
    source: ZMlsSourceSchema,
    /** The configuration's agent and office MLS ids and where each stands (empty for a private feed: nothing to prove). */
    members: z.array(ZMlsMemberVerificationSchema),
    /** The member's MLS identity that decides which listings are theirs (null: not given; older configurations). */
    agentMlsId: z.nullable(z.string()),
    officeMlsId: z.nullable(z.string()),
    /** What the configuration speaks (mlsProtocolOf): RETS Standard RETS, Matrix and Flexmls either, the others RESO Web API. */
    protocol: z.enum(MLS_PROTOCOLS),
    providerUrl: z.string(),
    username: z.string(),
    hasPassword: z.literal(true),
    passwordMask: z.string(),
    /** RETS only: the mask when a user agent password is stored (never the password), null when none. */
    userAgentPasswordMask: z.nullable(z.string()),
    userAgent: z.string(),
    version: z.nullable(z.string()),
    /** RESO only: the OAuth2 token endpoint (null for RETS, and unused when the username is `bearer`). */
    tokenUrl: z.nullable(z.string()),
    /** RETS only (null otherwise, and when metadata decides): the Search resource and class. */
    resource: z.nullable(z.string()),
    className: z.nullable(z.string()),
    /** RETS only ({} otherwise): Data Dictionary name → the server's SystemName. Not a secret. */
    fieldOverrides: ZRetsFieldOverridesViewSchema,
    isActive: z.boolean(),
    syncFrequency: z.number().check(z.int()),
    autoSync: z.boolean(),
    lastSyncAt: z.nullable(z.string()),
    /** When auto-sync is on and the configuration active: about when the schedule fires next. */
    nextSyncAt: z.nullable(z.string()),
    /** The running (or last) sync, so the card can draw its progress bar without reading the logs. */
    latestSync: z.nullable(ZMlsSyncLogSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TMlsConfiguration = z.infer<typeof ZMlsConfigurationSchema>;

export const ZMlsConfigurationListResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZMlsConfigurationSchema) }));
export type TMlsConfigurationListResponse = z.infer<typeof ZMlsConfigurationListResponseSchema>;

/**
 * POST /api/mls/configurations/{id}/test: success false carries the failure in our words. A connected
 * answer says how many listings of the feed are the member's (`feed`, as the server counted them: null
 * where it could not) and what the server offers (`details`).
 */
export const ZMlsTestResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    details: z.optional(z.string()),
    feed: z.optional(
      z.object({ total: z.nullable(z.number().check(z.int(), z.nonnegative())), yours: z.nullable(z.number().check(z.int(), z.nonnegative())) }),
    ),
    /** RETS: what the Login said of the agent MLS ID (a saved configuration's Test verifies it when the Login names that member). */
    verification: z.optional(z.object({ status: z.enum(['verified', 'claimed']), message: z.string() })),
  }),
);
export type TMlsTestResult = z.infer<typeof ZMlsTestResultSchema>;

/** POST …/sync answers 202 with the log row the worker will fill. */
export const ZStartMlsSyncResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ success: z.literal(true), message: z.string(), log: ZMlsSyncLogSchema }),
);
export type TStartMlsSyncResponse = z.infer<typeof ZStartMlsSyncResponseSchema>;
