import { getListingPlacingDeps } from './listing-placing-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createProperty } from '../../services/properties/create-property';
import { createPropertyRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(createPropertyRoute, async ({ auth, body }) => json(await createProperty(getListingPlacingDeps(), auth, body), 201));
