import { getDeps } from '../../deps';
import { getAnalytics } from '../../services/analytics/get-analytics';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getAnalyticsRoute } from '../route-groups/analytics.routes';

export const handler = defineHandler(getAnalyticsRoute, async ({ auth, query }) => json(await getAnalytics(getDeps(), auth, query)));
