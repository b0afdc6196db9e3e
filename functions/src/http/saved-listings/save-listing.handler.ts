import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveListing } from '../../services/saved-listings/save-listing';
import { saveListingRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(saveListingRoute, async ({ auth, params }) =>
  json({ propertyIds: await saveListing(getDeps(), auth, { propertyId: params.propertyId }) }),
);
