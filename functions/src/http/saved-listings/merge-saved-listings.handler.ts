import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { mergeSavedListings } from '../../services/saved-listings/merge-saved-listings';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['POST /api/users/saved-listings'], async ({ auth, body }) => json(await mergeSavedListings(getDeps(), auth, body)));
