import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { CALENDAR_FEED_FILE_PATTERN } from '../constants/calendar';

/** `<secret>.ics`: the last segment of a feed address. */
export const ZCalendarFeedFileParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    feed: z.string().check(z.regex(CALENDAR_FEED_FILE_PATTERN, 'Unknown calendar feed')),
  }),
);

/** The caller's feed address (a secret: anyone holding it reads the calendar). */
export const ZCalendarFeedResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    url: z.url(),
    createdAt: z.string(),
  }),
);
export type TCalendarFeedResponse = z.output<typeof ZCalendarFeedResponseSchema>;
