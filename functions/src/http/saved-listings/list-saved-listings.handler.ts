import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSavedListings } from '../../services/saved-listings/list-saved-listings';
import { listSavedListingsRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(listSavedListingsRoute, async ({ auth }) => json({ propertyIds: await listSavedListings(getDeps(), auth) }));
