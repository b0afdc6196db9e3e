import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDayPlanShareResponseSchema } from '@shared/schemas/day-plan.schema';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { apiJson } from '../../../lib/api-client';
import { getDayPlanQueryOptions } from './get-day-plan';

const sharePath = (date: string) => `/api/users/day-plans/${encodeURIComponent(date)}/share`;

/** POST …/share: the plan's read-only link (the same one while it is shared). */
export const shareDayPlan = (date: string) => apiJson(sharePath(date), ZDayPlanShareResponseSchema, { method: 'POST', body: {} });

/** DELETE …/share: the link stops working at once. */
export const revokeDayPlanShare = (date: string) => apiJson(sharePath(date), ZMessageResponseSchema, { method: 'DELETE' });

export function useShareDayPlan(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareDayPlan(date),
    onSuccess: ({ url }) =>
      queryClient.setQueryData(getDayPlanQueryOptions(date).queryKey, (plan) => (plan ? { ...plan, shareUrl: url, isSaved: true } : plan)),
  });
}

export function useRevokeDayPlanShare(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeDayPlanShare(date),
    onSuccess: () => queryClient.setQueryData(getDayPlanQueryOptions(date).queryKey, (plan) => (plan ? { ...plan, shareUrl: null } : plan)),
  });
}
