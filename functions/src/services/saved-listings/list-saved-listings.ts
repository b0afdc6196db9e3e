import { listSavedListingIds } from '../../data/saved-listing-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

/** The ids of the caller's favourite listings. */
export const listSavedListings = (deps: TDeps, auth: TUserActor): Promise<string[]> => listSavedListingIds(deps.db, auth.user.id);
