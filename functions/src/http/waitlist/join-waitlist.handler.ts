import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { joinWaitlist } from '../../services/waitlist/join-waitlist';
import { joinWaitlistRoute } from '../route-groups/site.routes';

export const handler = defineHandler(joinWaitlistRoute, async ({ body }) => {
  const { isNew } = await joinWaitlist(getDeps(), body);
  return json({ success: true, message: isNew ? "You're on the list — thanks!" : "You're already on the list — thanks!" }, isNew ? 201 : 200);
});
