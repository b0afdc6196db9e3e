import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlanDaysResponseSchema, type TPlanDaysResponse } from '@shared/schemas/day-plan.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/users/day-plans: days with saved open houses to come, and whether each has a saved plan. */
export const getPlanDays = (): Promise<TPlanDaysResponse> => apiJson('/api/users/day-plans', ZPlanDaysResponseSchema);

export const getPlanDaysQueryOptions = () => queryOptions({ queryKey: ['/api/users/day-plans'], queryFn: getPlanDays });

/** Read again on every visit: the days follow saves made elsewhere (a listing's Add to my day, the map). */
export const usePlanDays = () => useQuery({ ...getPlanDaysQueryOptions(), refetchOnMount: 'always' });
