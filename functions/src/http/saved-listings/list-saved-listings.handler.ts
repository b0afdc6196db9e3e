import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listSavedListings } from '../../services/saved-listings/list-saved-listings';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/users/saved-listings'], async ({ auth }) => json({ propertyIds: await listSavedListings(getDeps(), auth) }));
