import { saveSubscription, type TSubscriptionRecord } from '../../data/subscription-repository';
import { forgetSessionsOfUser } from '../auth/session-cache';
import type { TDeps } from '../deps';

/** Stores the subscription (and the user's derived status); this container's cached sessions of the user see it at once. */
export async function storeSubscription(deps: TDeps, record: TSubscriptionRecord): Promise<void> {
  await saveSubscription(deps.db, record);
  forgetSessionsOfUser(record.userId);
}
