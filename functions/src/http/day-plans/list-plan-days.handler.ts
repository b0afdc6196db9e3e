import { getDeps } from '../../deps';
import { listPlanDays } from '../../services/day-plans/day-plans';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listPlanDaysRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(listPlanDaysRoute, async ({ auth }) => json(await listPlanDays(getDeps(), auth)));
