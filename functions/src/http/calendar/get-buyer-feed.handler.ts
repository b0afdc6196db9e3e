import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { readCalendarFeed } from '../../services/calendar/read-calendar-feed';
import { defineHandler } from '../define-handler';
import { getBuyerFeedRoute } from '../route-groups/calendar.routes';
import { feedResponse } from './feed-response';

export const handler = defineHandler(getBuyerFeedRoute, async ({ params }) =>
  feedResponse(await readCalendarFeed(getDeps(), { kind: 'buyer', feed: params.feed, siteOrigin: getHttpEnv().SITE_ORIGIN })),
);
