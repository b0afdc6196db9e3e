import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getDashboardStats } from '../../services/dashboard/get-dashboard-stats';
import { listingRoutes } from '../route-groups/listing.routes';

export const handler = defineHandler(listingRoutes['GET /api/dashboard/stats'], async ({ auth }) => json(await getDashboardStats(getDeps(), auth)));
