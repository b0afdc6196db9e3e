import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listPropertyLeads } from '../../services/leads/list-property-leads';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/properties/{id}/leads'], async ({ auth, params }) => json({ items: await listPropertyLeads(getDeps(), auth, { id: params.id }) }));
