import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { readCalendarFeed } from '../../services/calendar/read-calendar-feed';
import { defineHandler } from '../define-handler';
import { getAgentFeedRoute } from '../route-groups/calendar.routes';
import { feedResponse } from './feed-response';

export const handler = defineHandler(getAgentFeedRoute, async ({ params }) =>
  feedResponse(await readCalendarFeed(getDeps(), { kind: 'agent', feed: params.feed, siteOrigin: getHttpEnv().SITE_ORIGIN })),
);
