import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { zonedDate, zonedParts } from '@shared/time/zoned-time';
import { deletePhotos, describePhoto, putPhoto, readPhotoHead } from '../../../functions/src/adapters/photos/photo-storage';
import { getUserWithProfile } from '../../../functions/src/data/user-repository';
import type { TAuthContext } from '../../../functions/src/services/auth/auth-context';
import type { TDeps } from '../../../functions/src/services/deps';
import { confirmListingPhotos } from '../../../functions/src/services/photos/confirm-listing-photos';
import { newListingPhotoKey } from '../../../functions/src/services/photos/photo-keys';
import { createProperty } from '../../../functions/src/services/properties/create-property';
import { buildDemoCatalogue, type TDemoListing } from './demo-catalogue';
import { drawHousePicture, type THouseStyle } from './house-picture';

const WALLS: THouseStyle['wall'][] = [[236, 226, 208], [196, 164, 132], [230, 236, 240], [176, 196, 178], [242, 214, 170], [205, 210, 220], [220, 190, 190], [250, 248, 240]];
const ROOFS: THouseStyle['roof'][] = [[90, 70, 60], [60, 70, 80], [140, 70, 50], [70, 80, 70]];
const VIEWS: THouseStyle['view'][] = ['front', 'side', 'garden', 'front'];

/** 16 distinct pictures, drawn once and reused across listings. */
function pictureVariants(): Buffer[] {
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

/** The open house slot of a demo listing, in Chicago time, always in the future. */
function slotFor(listing: TDemoListing, now: Date): { date: string; startTime: string; endTime: string } | undefined {
  if (listing.openHouseInDays === null) return undefined;
  const local = zonedParts(now, LISTING_TIME_ZONE);
  let days = listing.openHouseInDays;
  let hour = listing.openHouseStartHour;
  if (days === 0 && hour <= local.hour) hour = local.hour + 1;
  if (hour > 21) {
    days += 1;
    hour = listing.openHouseStartHour;
  }
  const date = zonedDate(new Date(now.getTime() + days * 86_400_000), LISTING_TIME_ZONE);
  const endHour = Math.min(hour + 2, 23);
  return { date, startTime: `${String(hour).padStart(2, '0')}:00`, endTime: `${String(endHour).padStart(2, '0')}:${endHour === 23 ? '30' : '00'}` };
}

/**
 * Seeds the demo catalogue through the same services the API uses (create listing with its open house,
 * store photos, confirm them), spread over the demo agents.
 */
export async function seedDemoListings(deps: TDeps, ownerIds: string[]): Promise<number> {
  const owners: TAuthContext[] = [];
  for (const id of ownerIds) {
    const account = await getUserWithProfile(deps.db, id);
    if (account) owners.push({ sessionHash: 'demo-seed', ...account });
  }
  const pictures = pictureVariants();
  const catalogue = buildDemoCatalogue();
  // The first listings get open houses today and this week, so every map filter has something to show.
  catalogue.forEach((listing, i) => {
    if (i < 5) listing.openHouseInDays = 0;
    else if (i < 14) listing.openHouseInDays = 1 + (i % 6);
  });
  const now = deps.clock.now();
  for (const [i, listing] of catalogue.entries()) {
    const owner = owners[i % owners.length]!;
    const { pictureVariants: variants, openHouseInDays: _days, openHouseStartHour: _hour, ...fields } = listing;
    const property = await createProperty(deps, owner, {
      ...fields,
      state: 'TX',
      status: 'active',
      openHouse: slotFor(listing, now),
    });
    const keys = variants.map(() => newListingPhotoKey(owner.user.id, property.id, 'image/png'));
    await Promise.all(keys.map((key, j) => putPhoto(key, pictures[variants[j]!]!, 'image/png')));
    await confirmListingPhotos({ ...deps, photos: { describePhoto, readPhotoHead, deletePhotos } }, owner, { id: property.id, keys });
  }
  return catalogue.length;
}
