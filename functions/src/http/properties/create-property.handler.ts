import { getListingWriteDeps } from './listing-write-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createProperty } from '../../services/properties/create-property';
import { createPropertyRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(createPropertyRoute, async ({ auth, body }) => json(await createProperty(getListingWriteDeps(), auth, body), 201));
