import { getUserWithProfile } from '../../../functions/src/data/user-repository';
import { userActor } from '../../../functions/src/services/actor';
import type { TDeps } from '../../../functions/src/services/deps';
import { createSavedSearch } from '../../../functions/src/services/saved-searches/saved-searches';

/** Austin's city limits, roughly: the demo listings and the ones an agent adds there fall inside. */
const AUSTIN = { bbox: [-97.94, 30.1, -97.56, 30.52] as [number, number, number, number], place: 'Austin, TX' };

/**
 * The demo buyer's saved search (through the service the API uses): 3+ bedrooms in Austin, told instantly,
 * so an agent publishing there shows the alert in the buyer's bell and, five minutes on, in /dev/outbox.
 */
export async function seedDemoSavedSearch(deps: TDeps, buyerId: string | undefined): Promise<void> {
  const account = buyerId ? await getUserWithProfile(deps.db, buyerId) : null;
  if (!account) return;
  await createSavedSearch(deps, userActor(account), {
    name: '3+ beds in Austin',
    source: 'listings',
    frequency: 'instant',
    filters: { minBedrooms: 3 },
    area: AUSTIN,
  });
}
