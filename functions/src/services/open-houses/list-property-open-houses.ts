import type { TOpenHouse } from '@shared/schemas/open-house.schema';
import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';
import { readListing } from '../properties/listing-read-cache';
import { assertVisible } from '../properties/owner-check';
import { toOpenHouseView } from './to-open-house-view';

/** A listing's open houses that have not ended, earliest first (drafts: owner only). */
export async function listPropertyOpenHouses(deps: TDeps, auth: TActor, input: { id: string }): Promise<TOpenHouse[]> {
  const property = assertVisible((await readListing(deps, input.id)).property, auth);
  const now = deps.clock.now().toISOString();
  return (await listOpenHousesOfProperty(deps.db, property.id)).filter((oh) => oh.endsAt > now).map((oh) => toOpenHouseView(oh, property.timeZone));
}
