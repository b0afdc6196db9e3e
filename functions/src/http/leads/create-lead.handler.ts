import { getLeadWriteDeps } from '../crm/crm-route-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { createLead } from '../../services/leads/create-lead';
import { createLeadRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(createLeadRoute, async ({ auth, params, body, sourceIp }) => {
  const { id } = await createLead(getLeadWriteDeps(), { propertyId: params.id, ipKey: hashIp(sourceIp), senderUserId: auth?.user.id ?? null, lead: body });
  return json({ success: true, message: 'Your inquiry has been sent successfully!', id }, 201);
});
