import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { defineHandler } from '../define-handler';
import { getOpenHouseCalendar } from '../../services/open-houses/get-open-house-calendar';
import { getOpenHouseCalendarRoute } from '../route-groups/open-house.routes';

export const handler = defineHandler(getOpenHouseCalendarRoute, async ({ actor, params }) => ({
  status: 200,
  rawBody: await getOpenHouseCalendar(getDeps(), actor, { ...params, siteOrigin: getHttpEnv().SITE_ORIGIN }),
  headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="open-house.ics"' },
}));
