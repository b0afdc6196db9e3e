import { ulid } from 'ulid';
import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { batchPutItems } from '../../functions/src/data/batch-items';
import type { TDb } from '../../functions/src/data/db';
import { openHouseEntity } from '../../functions/src/data/property-records';
import { seededRandom } from '../../infra/local/seeded-random';
import { buildDemoCatalogue } from '../../infra/local/seed/demo-catalogue';

/**
 * Writes `count` upcoming open houses (one per listing, spread over the next 30 days, each with its
 * listing's card fields as the real writes store them) straight into the table.
 */
export async function loadOpenHouses(db: TDb, input: { count: number; now: Date }): Promise<void> {
  const random = seededRandom(7);
  const templates = buildDemoCatalogue(200);
  const items = Array.from({ length: input.count }, (_, i) => {
    const t = templates[i % templates.length]!;
    const startsAt = new Date(input.now.getTime() + Math.floor(random.between(1, 30 * 24)) * 3_600_000);
    const propertyId = ulid();
    const userId = `01BENCHAGENT00000000000${String(i % 10).padStart(3, '0')}`;
    return openHouseEntity.toItem({
      id: ulid(),
      propertyId,
      userId,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      notes: null,
      createdAt: input.now.toISOString(),
      listing: {
        title: t.title,
        address: t.address,
        city: t.city,
        state: 'TX',
        price: t.price,
        bedrooms: t.bedrooms,
        bathrooms: t.bathrooms,
        squareFeet: t.squareFeet,
        propertyType: t.propertyType,
        coordinates: t.coordinates,
        timeZone: LISTING_TIME_ZONE,
        status: 'active',
        marketStatus: 'active',
        lotSizeSquareFeet: null,
        coverImage: `/photos/listings/${userId}/${propertyId}/${ulid()}.png`,
      },
    });
  });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const batch = items.slice(next, next + 25);
      next += 25;
      await batchPutItems(db, batch);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}
