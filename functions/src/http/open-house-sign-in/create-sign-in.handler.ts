import { getLeadWriteDeps } from '../crm/crm-route-deps';
import { hashIp } from '../../platform/ip-hash';
import { createOpenHouseSignIn } from '../../services/lead-capture/create-open-house-sign-in';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { createSignInRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(createSignInRoute, async ({ actor, params, body, sourceIp }) => {
  const { id } = await createOpenHouseSignIn(getLeadWriteDeps(), actor, { openHouseId: params.id, ipKey: hashIp(sourceIp), signIn: body });
  return json({ success: true, message: 'Thanks for signing in!', id }, 201);
});
