import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { calendarFeedSecret } from '../../platform/ip-hash';
import { getCalendarFeedAddress } from '../../services/calendar/calendar-feed-address';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getBuyerFeedAddressRoute } from '../route-groups/calendar.routes';

export const handler = defineHandler(getBuyerFeedAddressRoute, async ({ auth }) =>
  json(await getCalendarFeedAddress(getDeps(), auth, { kind: 'buyer', siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: calendarFeedSecret })),
);
