import type { TPlanStopProblem } from '@shared/schemas/day-plan.schema';

/** Why a stop is not in the plan, in the buyer's words. */
export const PROBLEM_TEXT: Record<TPlanStopProblem, string> = {
  'visit-longer-than-hours': 'Your visit is longer than this open house is open.',
  'over-before-start': 'It ends before you could finish a visit after your start time.',
  unreachable: 'You cannot reach it in its hours, even as your first stop.',
  'does-not-fit': 'It does not fit with your other stops: keeping it would mean dropping more of them.',
  'no-location': 'Its listing has no map location, so it cannot be placed on your route.',
};

/** 'a minute', '12 min' */
export const minutesText = (minutes: number) => (minutes === 1 ? '1 min' : `${minutes} min`);
