import { getDeps } from '../../deps';
import { revokeDayPlanShare } from '../../services/day-plans/share-day-plan';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { revokeDayPlanShareRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(revokeDayPlanShareRoute, async ({ auth, params }) => {
  await revokeDayPlanShare(getDeps(), auth, params);
  return json({ success: true, message: 'Sharing stopped' });
});
