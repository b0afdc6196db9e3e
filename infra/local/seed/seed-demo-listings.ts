import { userActor } from '../../../functions/src/services/actor';
import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { zonedDate, zonedParts } from '@shared/time/zoned-time';
import { putPhoto } from '../../../functions/src/adapters/photos/photo-storage';
import { photoStore } from '../../../functions/src/adapters/photos/photo-store';
import { pruneEnded } from '../../../functions/src/data/listing-snapshot';
import { getProperty } from '../../../functions/src/data/property-repository';
import { getUserWithProfile } from '../../../functions/src/data/user-repository';
import type { TUserActor } from '../../../functions/src/services/actor';
import type { TDeps } from '../../../functions/src/services/deps';
import { addOpenHouse } from '../../../functions/src/services/open-houses/add-open-house';
import { confirmListingPhotos } from '../../../functions/src/services/photos/confirm-listing-photos';
import { newListingPhotoKey } from '../../../functions/src/services/photos/photo-keys';
import { createProperty } from '../../../functions/src/services/properties/create-property';
import { buildDemoCatalogue, type TDemoListing } from './demo-catalogue';
import { drawHousePicture, type THouseStyle } from './house-picture';

const WALLS: THouseStyle['wall'][] = [
  [236, 226, 208],
  [196, 164, 132],
  [230, 236, 240],
  [176, 196, 178],
  [242, 214, 170],
  [205, 210, 220],
  [220, 190, 190],
  [250, 248, 240],
];
const ROOFS: THouseStyle['roof'][] = [
  [90, 70, 60],
  [60, 70, 80],
  [140, 70, 50],
  [70, 80, 70],
];
const VIEWS: THouseStyle['view'][] = ['front', 'side', 'garden', 'front'];

/** 16 distinct pictures, drawn once and reused across listings. */
export function pictureVariants(): Buffer[] {
  return Array.from({ length: 16 }, (_, i) =>
    drawHousePicture({
      wall: WALLS[i % WALLS.length]!,
      roof: ROOFS[i % ROOFS.length]!,
      door: i % 2 ? [120, 40, 40] : [40, 70, 110],
      sky: i % 3 ? [110, 170, 230] : [150, 190, 235],
      lawn: [96, 150, 80],
      storeys: i % 3 === 0 ? 2 : 1,
      view: VIEWS[i % VIEWS.length]!,
    }),
  );
}

/** When a demo listing's open house is: days from today and a start hour, in the listing's own zone. */
export type TDemoSlot = { openHouseInDays: number | null; openHouseStartHour: number };

/**
 * How far ahead of `now` a seeded open house starts at the earliest: seeding reads the clock once and then
 * creates listings for a minute or more on a busy machine, and the service refuses a slot that has begun.
 */
const SLOT_LEAD_MS = 15 * 60_000;

/** The open house slot of a demo listing in its zone (Austin's: Chicago time), at least SLOT_LEAD_MS ahead. */
export function slotFor(listing: TDemoSlot, now: Date, timeZone = LISTING_TIME_ZONE): { date: string; startTime: string; endTime: string } | undefined {
  if (listing.openHouseInDays === null) return undefined;
  const soon = new Date(now.getTime() + SLOT_LEAD_MS);
  const local = zonedParts(soon, timeZone);
  let days = listing.openHouseInDays;
  let hour = listing.openHouseStartHour;
  if (days === 0 && hour <= local.hour) hour = local.hour + 1;
  if (hour > 21) {
    days += 1;
    hour = listing.openHouseStartHour;
  }
  const date = zonedDate(new Date(soon.getTime() + days * 86_400_000), timeZone);
  const endHour = Math.min(hour + 2, 23);
  return { date, startTime: `${String(hour).padStart(2, '0')}:00`, endTime: `${String(endHour).padStart(2, '0')}:${endHour === 23 ? '30' : '00'}` };
}

/**
 * Seeds the demo catalogue through the same services the API uses (create listing with its open house,
 * store photos, confirm them), spread over the demo agents.
 */
export async function seedDemoListings(deps: TDeps, ownerIds: string[]): Promise<string[]> {
  const owners: TUserActor[] = [];
  for (const id of ownerIds) {
    const account = await getUserWithProfile(deps.db, id);
    if (account) owners.push(userActor(account));
  }
  const pictures = pictureVariants();
  const catalogue = demoCatalogue();
  const now = deps.clock.now();
  const propertyIds: string[] = [];
  for (const [i, listing] of catalogue.entries()) {
    const owner = owners[i % owners.length]!;
    const { pictureVariants: variants, openHouseInDays: _days, openHouseStartHour: _hour, ...fields } = listing;
    const property = await createProperty(deps, owner, {
      ...fields,
      state: 'TX',
      status: 'active',
      openHouse: slotFor(listing, now),
    });
    propertyIds.push(property.id);
    const keys = variants.map(() => newListingPhotoKey(owner.user.id, property.id, 'image/png'));
    await Promise.all(keys.map((key, j) => putPhoto(key, pictures[variants[j]!]!, 'image/png')));
    await confirmListingPhotos({ ...deps, photos: photoStore }, owner, { id: property.id, keys });
  }
  return propertyIds;
}

/** The catalogue with the first listings' open houses pinned to today and this week, so every map filter has something to show. */
function demoCatalogue(): TDemoListing[] {
  const catalogue = buildDemoCatalogue();
  catalogue.forEach((listing, i) => {
    if (i < 5) listing.openHouseInDays = 0;
    else if (i < 14) listing.openHouseInDays = 1 + (i % 6);
  });
  return catalogue;
}

/**
 * Keeps the demo map alive on later days: every demo listing whose open houses have all ended gets a new
 * one at its catalogue offset from today in its own zone (through the same service agents use).
 * `catalogue` is in the order of `propertyIds` (the Austin catalogue unless told).
 */
export async function refreshDemoOpenHouses(deps: TDeps, propertyIds: readonly string[], catalogue: readonly TDemoSlot[] = demoCatalogue()): Promise<number> {
  const now = deps.clock.now();
  let added = 0;
  for (const [i, propertyId] of propertyIds.entries()) {
    const listing = catalogue[i];
    const property = await getProperty(deps.db, propertyId);
    const slot = listing && property ? slotFor(listing, now, property.timeZone) : undefined;
    if (!property || !slot || pruneEnded(property.upcomingOpenHouses ?? [], now).length > 0) continue;
    const owner = await getUserWithProfile(deps.db, property.userId);
    if (!owner) continue;
    await addOpenHouse(deps, userActor(owner), { id: propertyId, slot });
    added++;
  }
  return added;
}
