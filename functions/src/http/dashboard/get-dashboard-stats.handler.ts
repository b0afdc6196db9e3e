import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getDashboardStats } from '../../services/dashboard/get-dashboard-stats';

export const handler = defineHandler('GET /api/dashboard/stats', async ({ auth }) => json(await getDashboardStats(getDeps(), auth)));
