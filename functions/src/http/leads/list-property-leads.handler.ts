import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listPropertyLeads } from '../../services/leads/list-property-leads';
import { listPropertyLeadsRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(listPropertyLeadsRoute, async ({ auth, params }) =>
  json({ items: await listPropertyLeads(getDeps(), auth, { id: params.id }) }),
);
