import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendarFeedKind } from '@shared/constants/calendar';
import { ZCalendarFeedResponseSchema, type TCalendarFeedResponse } from '@shared/schemas/calendar-feed.schema';
import { apiJson } from '../api-client';

/** GET /api/calendar/feeds/{kind}: the signed-in person's feed address (the server creates it on first use). */
export const getCalendarFeed = (kind: TCalendarFeedKind): Promise<TCalendarFeedResponse> => apiJson(`/api/calendar/feeds/${kind}`, ZCalendarFeedResponseSchema);

export const getCalendarFeedQueryOptions = (kind: TCalendarFeedKind) =>
  queryOptions({ queryKey: ['/api/calendar/feeds', kind], queryFn: () => getCalendarFeed(kind) });

export const useCalendarFeed = (kind: TCalendarFeedKind) => useQuery(getCalendarFeedQueryOptions(kind));
