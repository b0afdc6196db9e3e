import { getDeps } from '../../platform/deps';
import { getEnv } from '../../platform/env';
import { defineHandler } from '../../platform/http/define-handler';
import { getOpenHouseCalendar } from '../../services/open-houses/get-open-house-calendar';
import { openHouseRoutes } from '../route-groups/open-house.routes';

export const handler = defineHandler(openHouseRoutes['GET /api/properties/{id}/open-houses/{openHouseId}/calendar'], async ({ auth, params }) => ({
  status: 200,
  rawBody: await getOpenHouseCalendar(getDeps(), auth, { ...params, siteOrigin: getEnv().SITE_ORIGIN }),
  headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="open-house.ics"' },
}));
