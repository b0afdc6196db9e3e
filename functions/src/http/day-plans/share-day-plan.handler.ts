import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { dayPlanShareSecret } from '../../platform/ip-hash';
import { shareDayPlan } from '../../services/day-plans/share-day-plan';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { shareDayPlanRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(shareDayPlanRoute, async ({ auth, params }) =>
  json(await shareDayPlan(getDeps(), auth, { date: params.date, siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: dayPlanShareSecret })),
);
