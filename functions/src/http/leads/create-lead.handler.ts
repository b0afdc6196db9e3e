import { getLeadWriteDeps } from '../crm/crm-route-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { createLead } from '../../services/leads/create-lead';
import { createLeadRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(createLeadRoute, async ({ auth, params, body, sourceIp }) => {
  // A key passes on someone else's inquiry: its owner is the listing's agent, not the sender.
  const apiKeyOwnerId = auth?.apiKeyId ? auth.user.id : undefined;
  const senderUserId = auth && !apiKeyOwnerId ? auth.user.id : null;
  const { id } = await createLead(getLeadWriteDeps(), { propertyId: params.id, ipKey: hashIp(sourceIp), senderUserId, apiKeyOwnerId, lead: body });
  return json({ success: true, message: 'Your inquiry has been sent successfully!', id }, 201);
});
