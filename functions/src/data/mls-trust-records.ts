import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { MLS_MEMBER_KINDS, MLS_REVIEW_STATUSES } from '@shared/constants/mls-trust';
import { ZMlsRegistryEntrySchema } from '@shared/schemas/mls-registry.schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** MLSREGISTRY / MLS#id: an MLS the operators know (one partition: a country has a few hundred). */
export const mlsRegistryEntryEntity = defineEntity({
  name: ENTITY.mlsRegistryEntry,
  schema: ZMlsRegistryEntrySchema,
  key: (entry: { id: string }) => keys.mlsRegistryEntry(entry.id),
});
export type TMlsRegistryEntryRecord = ReturnType<typeof mlsRegistryEntryEntity.parse>;

/** MLSSERVER#address / MLSSERVER: the lock that keeps one server address to one MLS. */
export const mlsRegistryServerEntity = defineEntity({
  name: ENTITY.mlsRegistryServer,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ mlsId: z.string() })),
  key: (server: { serverKey: string }) => keys.mlsRegistryServer(server.serverKey),
});

/** MLSHOLDER#mls#kind#id / MLSHOLDER: the account (and configuration) the MLS said holds a member or office id. */
export const mlsMemberHolderEntity = defineEntity({
  name: ENTITY.mlsMemberHolder,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      mlsId: z.string(),
      kind: z.enum(MLS_MEMBER_KINDS),
      memberId: z.string(),
      userId: z.string(),
      configId: z.string(),
      verifiedAt: z.string(),
    }),
  ),
  key: (holder: { mlsId: string; kind: string; memberId: string }) => keys.mlsMemberHolder(holder.mlsId, holder.kind, holder.memberId),
});
export type TMlsMemberHolderRecord = ReturnType<typeof mlsMemberHolderEntity.parse>;

/** MLSREVIEW#id / MLSREVIEW, in the admins' queue by status (gsi1): a member asking that an admin checks an id with the MLS. */
export const mlsReviewEntity = defineEntity({
  name: ENTITY.mlsReview,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      id: z.string(),
      status: z.enum(MLS_REVIEW_STATUSES),
      mlsId: z.string(),
      kind: z.enum(MLS_MEMBER_KINDS),
      memberMlsId: z.string(),
      configId: z.string(),
      userId: z.string(),
      note: z.string(),
      createdAt: z.string(),
      decidedAt: z.nullable(z.string()),
      decidedBy: z.nullable(z.string()),
      reason: z.nullable(z.string()),
    }),
  ),
  key: (review: { id: string }) => keys.mlsReview(review.id),
  indexKeys: (review) => keys.mlsReviewByStatus(review.status, review.createdAt, review.id),
});
export type TMlsReviewRecord = ReturnType<typeof mlsReviewEntity.parse>;
