import { getListingWriteDeps } from './listing-write-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createProperty } from '../../services/properties/create-property';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['POST /api/properties'], async ({ auth, body }) => json(await createProperty(getListingWriteDeps(), auth, body), 201));
