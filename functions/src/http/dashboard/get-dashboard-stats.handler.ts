import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getDashboardStats } from '../../services/dashboard/get-dashboard-stats';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/dashboard/stats'], async ({ auth }) => json(await getDashboardStats(getDeps(), auth)));
