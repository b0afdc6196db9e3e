import { getDeps } from '../../deps';
import { getSharedDayPlan } from '../../services/day-plans/share-day-plan';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getSharedDayPlanRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(getSharedDayPlanRoute, async ({ params }) => json(await getSharedDayPlan(getDeps(), params)));
