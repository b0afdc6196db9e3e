import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { dayPlanShareSecret } from '../../platform/ip-hash';
import { getDayPlan } from '../../services/day-plans/day-plans';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getDayPlanRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(getDayPlanRoute, async ({ auth, params }) =>
  json(await getDayPlan(getDeps(), auth, { date: params.date, siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: dayPlanShareSecret })),
);
