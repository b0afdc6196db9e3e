import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { listPropertyLeads } from '../../services/leads/list-property-leads';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/properties/{id}/leads'], async ({ auth, params }) => json({ items: await listPropertyLeads(getDeps(), auth, { id: params.id }) }));
