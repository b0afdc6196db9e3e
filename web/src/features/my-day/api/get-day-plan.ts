import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDayPlanSchema, type TDayPlan } from '@shared/schemas/day-plan.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/users/day-plans/{date}: the itinerary of a day, recomputed from the open houses' current times. */
export const getDayPlan = (date: string): Promise<TDayPlan> => apiJson(`/api/users/day-plans/${encodeURIComponent(date)}`, ZDayPlanSchema);

export const getDayPlanQueryOptions = (date: string) => queryOptions({ queryKey: ['/api/users/day-plans', date], queryFn: () => getDayPlan(date) });

/** Read again on every visit: the plan follows the open houses' current times and the saves made elsewhere. */
export const useDayPlan = (date: string | null) => useQuery({ ...getDayPlanQueryOptions(date ?? ''), enabled: date !== null, refetchOnMount: 'always' });
