import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { MLS_MAPPING_STATUSES } from '@shared/constants/mls';
import { ZMlsConfigurationSchema, ZMlsSyncLogSchema } from '@shared/schemas/mls.schema';
import { ZRetsFieldOverridesViewSchema } from '@shared/schemas/mls-rets-overrides.schema';
import { compressJson, decompressJson } from './compressed-json';
import { memberChecksSchema } from './mls-member-checks';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

export { NO_MEMBER_CHECK, type TMemberCheck } from './mls-member-checks';

/**
 * An agent's MLS connection. `sealedPassword` is the password (or client secret, or bearer token)
 * sealed with AES-256-GCM, `sealedUserAgentPassword` the RETS user agent's (null: none); they never
 * leave the services that connect. `syncLock*` marks the run that
 * holds the configuration (a lease, so a crashed worker does not hold it for ever); `highWaterMark` is
 * the newest ModificationTimestamp committed by a sync. The fields the owner sees are GET's, less what is derived.
 * Items stored before RETS overrides and user agent passwords existed read as having none.
 */
export const mlsConfigurationEntity = defineEntity({
  name: ENTITY.mlsConfiguration,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.extend(
      z.omit(ZMlsConfigurationSchema, {
        source: true,
        members: true,
        protocol: true,
        hasPassword: true,
        passwordMask: true,
        userAgentPasswordMask: true,
        nextSyncAt: true,
        latestSync: true,
      }),
      {
        resource: z._default(z.nullable(z.string()), null),
        className: z._default(z.nullable(z.string()), null),
        fieldOverrides: z._default(ZRetsFieldOverridesViewSchema, {}),
        mlsName: z.string(),
        /** Configurations stored before members' MLS identities read as having none (their syncs import nothing as theirs). */
        agentMlsId: z._default(z.nullable(z.string()), null),
        officeMlsId: z._default(z.nullable(z.string()), null),
        /**
         * The registered MLS the configuration is of (its listings' identity comes from that entry), null for a
         * private feed; absent on configurations stored before the registry: their provider URL says (mlsSourceOf).
         */
        mlsId: z.optional(z.nullable(z.string())),
        /** Where each MLS id stands: verified by the MLS's word, a code waiting, a review waiting. */
        memberChecks: memberChecksSchema,
        /** Moves with every change of memberChecks: the condition that keeps two changes from losing one. */
        memberChecksVersion: z._default(z.number(), 0),
        sealedPassword: z.string(),
        sealedUserAgentPassword: z._default(z.nullable(z.string()), null),
        highWaterMark: z.nullable(z.string()),
        /** When the auto-sync schedule was last made or changed: its rate counts from here. null while there is none. */
        syncLockLogId: z.optional(z.string()),
        syncLockExpiresAt: z.optional(z.string()),
      },
    ),
  ),
  key: (config) => keys.mlsConfiguration(config.userId, config.id),
});
export type TMlsConfigurationRecord = ReturnType<typeof mlsConfigurationEntity.parse>;

/**
 * One sync run: the shared log row the screen shows, plus what the worker keeps to resume it. Counts
 * are added page by page together with the configuration's high-water mark; `cursor` is the last
 * committed page's newest ModificationTimestamp and `cursorKeys` the listings of that page carrying
 * it, so a run resumed after a crash neither misses nor double-counts them. `claimedBy`/`claimedUntil`
 * is the delivery working on it (SQS may deliver the message twice).
 */
export const mlsSyncLogEntity = defineEntity({
  name: ENTITY.mlsSyncLog,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.extend(ZMlsSyncLogSchema, {
      userId: z.string(),
      /** The mark the run reads from (minus the overlap); null reads everything. */
      modifiedSince: z.nullable(z.string()),
      cursor: z.nullable(z.string()),
      cursorKeys: z.array(z.string()),
      claimedBy: z.optional(z.string()),
      claimedUntil: z.optional(z.string()),
    }),
  ),
  key: (log) => keys.mlsSyncLog(log.mlsConfigId, log.startedAt, log.id),
});
export type TMlsSyncLogRecord = ReturnType<typeof mlsSyncLogEntity.parse>;

/**
 * Which of our listings an MLS listing became, keyed by (configuration, ListingKey). `changedByLogId`
 * names the run that last created or changed the listing (`changeKind`), so a retried page counts each
 * listing once; `seenByLogId` the last full run that read the listing without changing it (with
 * `changedByLogId`, what full-sync reconciliation reads to tell the listings still in the feed, even
 * across a run resumed by another delivery). `raw` is the whole Data Dictionary record (fields our model
 * lacks are kept); `mediaSources` the MLS photo addresses the listing's photos were copied from.
 */
const rawRecordSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/** The raw record as stored: gzipped JSON (or, in items written before that, a map). */
const storedRawSchema = /* @__PURE__ */ lazySchema(() =>
  z.nullable(
    z.union([
      z.pipe(
        z.instanceof(Uint8Array),
        z.transform((bytes) => rawRecordSchema.parse(decompressJson(bytes))),
      ),
      rawRecordSchema,
    ]),
  ),
);

const mlsMappingSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    mlsConfigId: z.string(),
    mlsListingId: z.string(),
    /** null while the listing never mapped onto ours (only errors so far). */
    propertyId: z.nullable(z.string()),
    mlsClass: z.string(),
    syncStatus: z.enum(MLS_MAPPING_STATUSES),
    syncErrors: z.array(z.string()),
    modificationTimestamp: z.nullable(z.string()),
    changedByLogId: z.nullable(z.string()),
    changeKind: z.nullable(z.enum(['created', 'updated'])),
    seenByLogId: z._default(z.nullable(z.string()), null),
    inFeed: z.boolean(),
    mediaSources: z.array(z.string()),
    /** Why the listing was written as a draft although the MLS has it active (plan limit, lapsed subscription); null otherwise. */
    heldAsDraftReason: z._default(z.nullable(z.string()), null),
    /** The listing's open houses that came from the MLS (the agent's own are left alone by syncs). */
    openHouseIds: z._default(z.array(z.string()), []),
    raw: storedRawSchema,
    /**
     * The configuration's account while this mapping links it to a listing another account owns (a co-listed
     * listing, a broker's office listing): the mapping is then in that account's linked listings (gsi2), which
     * its dashboard and profile list beside its own. null for a listing the account owns (and in items written
     * before links were listed).
     */
    linkedUserId: z._default(z.nullable(z.string()), null),
    lastSyncAt: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const mlsMappingEntity = defineEntity({
  name: ENTITY.mlsMapping,
  schema: mlsMappingSchema,
  key: (mapping) => keys.mlsMapping(mapping.mlsConfigId, mapping.mlsListingId),
  indexKeys: (mapping) =>
    mapping.linkedUserId && mapping.propertyId ? keys.linkedListingOfAgent(mapping.linkedUserId, mapping.createdAt, mapping.propertyId) : {},
  store: (mapping) => ({ ...mapping, raw: mapping.raw && compressJson(mapping.raw) }),
});
export type TMlsMappingRecord = ReturnType<typeof mlsMappingEntity.parse>;

/** The mapping of an MLS listing seen for the first time: no listing id yet, pending. */
export function newMlsMappingRecord(mlsConfigId: string, mlsListingId: string, run: { logId: string; now: string }): TMlsMappingRecord {
  return {
    mlsConfigId,
    mlsListingId,
    propertyId: null,
    mlsClass: 'Property',
    syncStatus: 'pending',
    syncErrors: [],
    modificationTimestamp: null,
    changedByLogId: run.logId,
    changeKind: null,
    seenByLogId: null,
    inFeed: true,
    heldAsDraftReason: null,
    mediaSources: [],
    openHouseIds: [],
    raw: null,
    linkedUserId: null,
    lastSyncAt: null,
    createdAt: run.now,
    updatedAt: run.now,
  };
}

/** A mapping without its raw MLS record (the bulk of the item), for reads that need only its state. */
export const mlsMappingSummarySchema = /* @__PURE__ */ lazySchema(() => z.omit(mlsMappingSchema, { raw: true }));
