import { getSubscription, type TSubscriptionRecord } from '../../data/subscription-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

const subscriptionsRead = new WeakMap<TUserActor, Promise<TSubscriptionRecord | null>>();

/** The caller's subscription, read once per request (the actor is the request's) however many checks ask. */
export function subscriptionOf(deps: TDeps, auth: TUserActor): Promise<TSubscriptionRecord | null> {
  let read = subscriptionsRead.get(auth);
  if (!read) {
    read = getSubscription(deps.db, auth.user.id);
    subscriptionsRead.set(auth, read);
  }
  return read;
}
