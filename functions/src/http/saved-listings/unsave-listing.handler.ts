import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { unsaveListing } from '../../services/saved-listings/save-listing';
import { unsaveListingRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(unsaveListingRoute, async ({ auth, params }) =>
  json({ propertyIds: await unsaveListing(getDeps(), auth, { propertyId: params.propertyId }) }),
);
