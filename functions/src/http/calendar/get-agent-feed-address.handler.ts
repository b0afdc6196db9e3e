import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { calendarFeedSecret } from '../../platform/ip-hash';
import { getCalendarFeedAddress } from '../../services/calendar/calendar-feed-address';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getAgentFeedAddressRoute } from '../route-groups/calendar.routes';

export const handler = defineHandler(getAgentFeedAddressRoute, async ({ auth }) =>
  json(await getCalendarFeedAddress(getDeps(), auth, { kind: 'agent', siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: calendarFeedSecret })),
);
