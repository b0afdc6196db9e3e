import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { dayPlanShareSecret } from '../../platform/ip-hash';
import { getItineraryCalendar } from '../../services/day-plans/itinerary-calendar';
import { defineHandler } from '../define-handler';
import { getItineraryCalendarRoute } from '../route-groups/day-plan.routes';

export const handler = defineHandler(getItineraryCalendarRoute, async ({ auth, params }) => ({
  status: 200,
  rawBody: await getItineraryCalendar(getDeps(), auth, { date: params.date, siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: dayPlanShareSecret }),
  headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `attachment; filename="open-houses-${params.date}.ics"` },
}));
