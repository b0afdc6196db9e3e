import { getLeadWriteDeps } from '../crm/crm-route-deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { hashIp } from '../../platform/ip-hash';
import { createProfileLead } from '../../services/leads/create-profile-lead';
import { createProfileLeadRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(createProfileLeadRoute, async ({ actor, params, body, sourceIp }) => {
  const { id } = await createProfileLead(getLeadWriteDeps(), actor, { agentId: params.userId, ipKey: hashIp(sourceIp), lead: body });
  return json({ success: true, message: 'Your inquiry has been sent successfully!', id }, 201);
});
