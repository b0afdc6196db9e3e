import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDayPlanSchema, type TDayPlan, type TSaveDayPlanRequest } from '@shared/schemas/day-plan.schema';
import { apiJson } from '../../../lib/api-client';
import { getDayPlanQueryOptions } from './get-day-plan';
import { getPlanDaysQueryOptions } from './get-plan-days';

/** PUT /api/users/day-plans/{date}: save the choices and get the plan they give. */
export const saveDayPlan = (date: string, choices: TSaveDayPlanRequest): Promise<TDayPlan> =>
  apiJson(`/api/users/day-plans/${encodeURIComponent(date)}`, ZDayPlanSchema, { method: 'PUT', body: choices });

export function useSaveDayPlan(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: TSaveDayPlanRequest) => saveDayPlan(date, choices),
    onSuccess: (plan) => {
      queryClient.setQueryData(getDayPlanQueryOptions(date).queryKey, plan);
      void queryClient.invalidateQueries({ queryKey: getPlanDaysQueryOptions().queryKey });
    },
  });
}
