import { ulid } from 'ulid';
import { getProperty } from '../../../functions/src/data/property-repository';
import type { TPropertyRecord } from '../../../functions/src/data/property-records';
import { saveListing } from '../../../functions/src/data/saved-listing-repository';
import { toEpochSeconds } from '../../../functions/src/data/table';
import { recordView } from '../../../functions/src/data/view-repository';
import type { TDeps } from '../../../functions/src/services/deps';
import { seededRandom } from '../seeded-random';

const HISTORY_DAYS = 60;
const LISTINGS_WITH_HISTORY = 4;
const DAY_MS = 86_400_000;

type TVisit = { listing: TPropertyRecord; at: Date; saves: boolean };

/**
 * Two months of past views and saves of the demo agent's first listings, written through the same
 * repository functions (and so the same transactions and analytics rollups) as live traffic, so
 * /analytics has a history to chart. The savers are made-up visitors (ids only, no accounts).
 */
export async function seedDemoAnalytics(deps: TDeps, input: { agentId: string; propertyIds: readonly string[] }): Promise<void> {
  const listings: TPropertyRecord[] = [];
  for (const propertyId of input.propertyIds) {
    const property = await getProperty(deps.db, propertyId);
    if (property?.userId === input.agentId && property.status === 'active') listings.push(property);
    if (listings.length === LISTINGS_WITH_HISTORY) break;
  }
  const visits = plannedVisits(listings, deps.clock.now());
  // One writer per listing: each view is a transaction of its own.
  await Promise.all(
    listings.map(async (listing) => {
      for (const visit of visits.filter((v) => v.listing === listing)) {
        const at = visit.at;
        await recordView(
          deps.db,
          { id: ulid(at.getTime()), listingId: listing.id, agentId: listing.userId, viewedAt: at.toISOString(), userAgent: 'Demo visitor', ipHash: 'demo' },
          { viewerKey: `demo-${ulid()}`, windowStart: toEpochSeconds(at), expiresAt: toEpochSeconds(at) + 1800 },
          toEpochSeconds(at) + 90 * 86_400,
          listing.title,
        );
        if (visit.saves) await saveListing(deps.db, `DEMOVISITOR${ulid()}`, listing, at.toISOString());
      }
    }),
  );
}

/** About 130 visits, the same on every machine: busier on weekends and in the last three weeks, most on the first listing. */
function plannedVisits(listings: readonly TPropertyRecord[], now: Date): TVisit[] {
  const random = seededRandom(15);
  const visits: TVisit[] = [];
  const today = now.getTime() - (now.getTime() % DAY_MS);
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const day = today - daysAgo * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    const busy = (weekday === 0 || weekday === 6 ? 2 : 1) * (daysAgo < 21 ? 2 : 1);
    for (const [rank, listing] of listings.entries()) {
      const count = random.chance(rank === 0 ? 0.6 : 0.35) ? random.int(1, busy) : 0;
      for (let i = 0; i < count; i++) visits.push({ listing, at: new Date(day + random.int(8 * 3600, 20 * 3600) * 1000), saves: random.chance(0.2) });
    }
  }
  return visits;
}
