import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedListings } from '../../services/saved-listings/list-saved-listings';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/users/saved-listings'], async ({ auth }) => json({ propertyIds: await listSavedListings(getDeps(), auth) }));
