import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { calendarFeedSecret } from '../../platform/ip-hash';
import { resetCalendarFeed } from '../../services/calendar/calendar-feed-address';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { resetAgentFeedRoute } from '../route-groups/calendar.routes';

export const handler = defineHandler(resetAgentFeedRoute, async ({ auth }) =>
  json(await resetCalendarFeed(getDeps(), auth, { kind: 'agent', siteOrigin: getHttpEnv().SITE_ORIGIN, deriveSecret: calendarFeedSecret })),
);
