import type { TLeadScoreReason } from '@shared/schemas/lead-pipeline.schema';
import { LEAD_SCORE_WEIGHTS, scoreLead, type TScoreInput } from './lead-score';

export const STARTING_SCORE_LABEL = 'Starting score';

/**
 * The score with every point behind it: the base every lead starts at, each rule that applied, and what the
 * 0–100 bounds took off or gave back, so the reasons an agent reads always add up to the badge.
 */
export function scoreLeadWithEveryPoint(input: TScoreInput): { score: number; reasons: TLeadScoreReason[] } {
  const { score, reasons } = scoreLead(input);
  const points: TLeadScoreReason[] = [{ label: STARTING_SCORE_LABEL, points: LEAD_SCORE_WEIGHTS.base }, ...reasons];
  const total = points.reduce((sum, reason) => sum + reason.points, 0);
  if (total > score) points.push({ label: `Capped at ${score}`, points: score - total });
  if (total < score) points.push({ label: `Raised to ${score}, the lowest score`, points: score - total });
  return { score, reasons: points };
}
