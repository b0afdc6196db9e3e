import type { TPayments } from '../../adapters/payments/payments';
import type { TScheduler } from '../../adapters/scheduler/schedules';
import { keyOf, listGsi1PartitionItems, listPartitionItems, type TRawItem } from '../../data/account-holdings-repository';
import { markUserDeleted, wipeMlsCredentials } from '../../data/account-closure-repository';
import { batchDeleteItems } from '../../data/batch-items';
import * as ENTITY from '../../data/entity-names';
import * as keys from '../../data/keys';
import { mlsConfigurationEntity } from '../../data/mls-records';
import { deleteSavedSearch } from '../../data/saved-search-repository';
import type { TDeps } from '../deps';
import { removeMlsConfiguration } from '../mls/configurations/mls-configurations';
import type { TPhotoStore } from '../photos/photo-store';
import { legacySupportScreenshotPrefix, profilePhotoOwnerPrefix, supportScreenshotPrefix } from '../photos/photo-keys';
import type { TAccountDeletionMessage } from './account-data-messages';
import { eraseConversations } from './erase-conversations';
import { deletePartitions, eraseListings } from './erase-listings';
import { eraseReferences } from './erase-references';
import { eraseTeamPoolPlace } from './erase-team-pool';
import { exportObjectPrefix } from './export-link';

export type TAccountErasureDeps = TDeps & {
  payments: Pick<TPayments, 'retrieveSubscription' | 'cancelNow'>;
  scheduler: TScheduler;
  photos: Pick<TPhotoStore, 'deletePhotos'>;
  objects: { deleteObjectsUnder: (prefixes: readonly string[]) => Promise<void> };
};

/** Partitions that are the person's alone as an agent: profile leads, pipeline, analytics, mail counters, opt-outs, consent refusals, CRM deliveries. */
const agentPartitions = (userId: string) =>
  ['AGENT', 'LEADSTATE', 'ANALYTICS', 'MAILED', 'MAILDAY', 'OPTOUT', 'CONSENT', 'CRMDELIVERY'].map((prefix) => `${prefix}#${userId}`);

/**
 * The deletion worker's job: everything of a closed account goes (issue 44). Every step reads what is left and
 * removes it, so a redelivery after a failure, or a second run, finishes the job and changes nothing more.
 * 0. close the account (as the request does after queueing this; it may not have yet, or may have failed)
 * 1. cancel the subscription at Stripe at once (no refund beyond Stripe's default)
 * 2. MLS configurations: credentials wiped first, then deleted as the route does (listings other verified links
 *    reach pass to them)
 * 3. the agent's own listings, open houses, photos; their leads and inbox; their agent partitions; their place
 *    in a team lead pool (erase-team-pool.ts)
 * 4. leads and messages they left with other agents stay there without their account id
 * 5. saved searches with their alert index entries; secrets, links, locks and counters their items name
 * 6. their photos and exports in the bucket; then what names them in their index (sessions, links, sign-in
 *    challenges, engagement at other agents) and last their own partition
 */
export async function eraseAccount(deps: TAccountErasureDeps, message: TAccountDeletionMessage): Promise<void> {
  const { db } = deps;
  const { userId } = message;
  await markUserDeleted(db, { userId, email: message.email, now: deps.clock.now().toISOString() });
  const own = await listPartitionItems(db, keys.userPartition(userId));
  await cancelSubscription(deps, own);
  for (const item of own.filter((entry) => entry.entity === ENTITY.mlsConfiguration)) {
    await wipeMlsCredentials(db, keyOf(item));
    await removeMlsConfiguration(deps, mlsConfigurationEntity.parse(item));
  }
  await eraseListings(deps, userId);
  await eraseConversations(deps, message);
  await deletePartitions(deps, agentPartitions(userId));
  await eraseTeamPoolPlace(deps, userId, own);
  for (const search of own.filter((entry) => entry.entity === ENTITY.savedSearch)) await deleteSavedSearch(db, userId, String(search.id));
  await eraseReferences(deps, { ...message, own });
  await deps.objects.deleteObjectsUnder([
    profilePhotoOwnerPrefix(userId),
    supportScreenshotPrefix(userId),
    legacySupportScreenshotPrefix(userId),
    exportObjectPrefix(userId),
  ]);
  await batchDeleteItems(db, (await listGsi1PartitionItems(db, keys.userPartition(userId))).map(keyOf));
  await batchDeleteItems(db, (await listPartitionItems(db, keys.userPartition(userId))).map(keyOf));
}

/** Ends the subscription now unless Stripe has it ended already (or never heard of it). */
async function cancelSubscription(deps: Pick<TAccountErasureDeps, 'payments'>, own: readonly TRawItem[]): Promise<void> {
  const ids = new Set(
    own.flatMap((item) =>
      (item.entity === ENTITY.subscription || item.entity === ENTITY.user) && typeof item.stripeSubscriptionId === 'string' ? [item.stripeSubscriptionId] : [],
    ),
  );
  for (const id of ids) {
    const subscription = await deps.payments.retrieveSubscription(id);
    if (subscription && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await deps.payments.cancelNow(id);
  }
}
