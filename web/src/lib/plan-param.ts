import { PLAN_KEYS, type TPlanKey } from '@shared/constants/plans';

/**
 * `?plan=team_monthly`: the plan a pricing card chose, carried through the professional sign-up to /subscribe,
 * which opens with it chosen. Anything that is not a plan key is no choice.
 */
export const planOfParam = (value: string | null): TPlanKey | undefined => PLAN_KEYS.find((key) => key === value);
