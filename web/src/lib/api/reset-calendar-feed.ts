import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeedKind } from '@shared/constants/calendar';
import { ZCalendarFeedResponseSchema, type TCalendarFeedResponse } from '@shared/schemas/calendar-feed.schema';
import { apiJson } from '../api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

/** POST /api/calendar/feeds/{kind}/reset: a new address; the old one stops working at once. */
export const resetCalendarFeed = (kind: TCalendarFeedKind): Promise<TCalendarFeedResponse> =>
  apiJson(`/api/calendar/feeds/${kind}/reset`, ZCalendarFeedResponseSchema, { method: 'POST', body: {} });

export function useResetCalendarFeed(kind: TCalendarFeedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCalendarFeed(kind),
    onSuccess: (feed) => queryClient.setQueryData(getCalendarFeedQueryOptions(kind).queryKey, feed),
  });
}
