import { getDeps } from '../../deps';
import { getAdvancedAnalytics } from '../../services/analytics/get-advanced-analytics';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getAdvancedAnalyticsRoute } from '../route-groups/analytics.routes';

export const handler = defineHandler(getAdvancedAnalyticsRoute, async ({ auth, query }) => json(await getAdvancedAnalytics(getDeps(), auth, query)));
