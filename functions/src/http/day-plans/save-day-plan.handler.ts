import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { dayPlanShareSecret } from '../../platform/ip-hash';
import { saveDayPlan } from '../../services/day-plans/day-plans';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveDayPlanRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(saveDayPlanRoute, async ({ auth, params, body }) =>
  json(await saveDayPlan(getDeps(), auth, { date: params.date, choices: body, siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: dayPlanShareSecret })),
);
