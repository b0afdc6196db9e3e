import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getDashboardStats } from '../../services/dashboard/get-dashboard-stats';
import { getDashboardStatsRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(getDashboardStatsRoute, async ({ auth }) => json(await getDashboardStats(getDeps(), auth)));
