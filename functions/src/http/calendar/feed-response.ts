import { CALENDAR_FEED_CACHE_SECONDS } from '@shared/constants/calendar';
import type { THttpResult } from '../kit/http-types';

/** A feed as calendar apps want it; cached briefly, and only by the client (the address is a secret). */
export const feedResponse = (calendar: string): THttpResult => ({
  status: 200,
  rawBody: calendar,
  headers: {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': `private, max-age=${CALENDAR_FEED_CACHE_SECONDS}`,
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  },
});
