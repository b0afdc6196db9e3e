import { listSavedListingIds } from '../../data/saved-listing-repository';
import type { TAuthContext } from '../auth/auth-context';
import type { TDeps } from '../deps';

/** The ids of the caller's favourite listings. */
export const listSavedListings = (deps: TDeps, auth: TAuthContext): Promise<string[]> => listSavedListingIds(deps.db, auth.user.id);
