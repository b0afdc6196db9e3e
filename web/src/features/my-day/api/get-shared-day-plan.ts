import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDayPlanSchema, type TDayPlan } from '@shared/schemas/day-plan.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/day-plans/shared/{token}: a plan someone shared, read-only, signed in or not. */
export const getSharedDayPlan = (token: string): Promise<TDayPlan> =>
  apiJson(`/api/day-plans/shared/${encodeURIComponent(token)}`, ZDayPlanSchema, { on401: 'throw' });

export const getSharedDayPlanQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/day-plans/shared', token], queryFn: () => getSharedDayPlan(token) });

export const useSharedDayPlan = (token: string) => useQuery(getSharedDayPlanQueryOptions(token));
