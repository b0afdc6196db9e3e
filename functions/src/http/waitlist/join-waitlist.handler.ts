import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { joinWaitlist } from '../../services/waitlist/join-waitlist';
import { foundationRoutes } from '../route-groups/foundation.routes';

export const handler = defineHandler(foundationRoutes['POST /api/waitlist'], async ({ body }) => {
  const { isNew } = await joinWaitlist(getDeps(), body);
  return json({ success: true, message: isNew ? "You're on the list — thanks!" : "You're already on the list — thanks!" }, isNew ? 201 : 200);
});
