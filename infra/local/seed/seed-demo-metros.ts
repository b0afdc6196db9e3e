import { ZCreatePropertyRequestSchema } from '@shared/schemas/property.schema';
import { putPhoto } from '../../../functions/src/adapters/photos/photo-storage';
import { photoStore } from '../../../functions/src/adapters/photos/photo-store';
import { findUserIdByEmail, getUserWithProfile } from '../../../functions/src/data/user-repository';
import { systemActor, userActor } from '../../../functions/src/services/actor';
import { createAccount } from '../../../functions/src/services/auth/create-account';
import type { TDeps } from '../../../functions/src/services/deps';
import { confirmListingPhotos } from '../../../functions/src/services/photos/confirm-listing-photos';
import { newListingPhotoKey } from '../../../functions/src/services/photos/photo-keys';
import { createProperty } from '../../../functions/src/services/properties/create-property';
import { listingTimeZone } from '../../../functions/src/services/properties/listing-time-zone';
import { grantComplimentarySubscription } from '../../../functions/src/services/subscriptions/grant-complimentary-subscription';
import { METRO_AGENTS, buildMetroCatalogue } from './demo-metros';
import { pictureVariants, slotFor } from './seed-demo-listings';

/**
 * The listings beyond Austin: their agents (signed up and given a complimentary plan, as the demo agents
 * are), then each listing with its open house and one photo through the same services the API uses, so
 * each gets its zone from its coordinates and its browse and geo index keys from the property entity.
 * Returns the listings' ids in catalogue order (for refreshDemoOpenHouses on later days).
 */
export async function seedDemoMetros(deps: TDeps): Promise<string[]> {
  const agents = new Map<string, ReturnType<typeof userActor>>();
  for (const { metros: _, ...account } of METRO_AGENTS) {
    const existingId = await findUserIdByEmail(deps.db, account.email);
    const userId = existingId ?? (await createAccount(deps, { ...account, isEmailVerified: true })).id;
    if (!existingId) await grantComplimentarySubscription(deps, systemActor('demo-seed'), userId);
    const agent = await getUserWithProfile(deps.db, userId);
    if (agent) agents.set(account.email, userActor(agent));
  }
  const pictures = pictureVariants();
  const now = deps.clock.now();
  const catalogue = buildMetroCatalogue();
  const propertyIds: string[] = new Array<string>(catalogue.length);
  // Each agent's listings one after another (their plan's count), the agents side by side.
  await Promise.all(
    [...agents].map(async ([email, owner]) => {
      for (const [i, { agentEmail, pictureVariant, openHouseInDays, openHouseStartHour, ...fields }] of catalogue.entries()) {
        if (agentEmail !== email) continue;
        const slot = slotFor({ openHouseInDays, openHouseStartHour }, now, listingTimeZone(fields));
        const property = await createProperty(deps, owner, ZCreatePropertyRequestSchema.parse({ ...fields, status: 'active', openHouse: slot }));
        propertyIds[i] = property.id;
        const key = newListingPhotoKey(owner.user.id, property.id, 'image/png');
        await putPhoto(key, pictures[pictureVariant]!, 'image/png');
        await confirmListingPhotos({ ...deps, photos: photoStore }, owner, { id: property.id, keys: [key] });
      }
    }),
  );
  return propertyIds;
}
