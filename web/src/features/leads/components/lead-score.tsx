import clsx from 'clsx';
import type { TLeadScoreReason } from '@shared/schemas/lead-pipeline.schema';

const toneOf = (score: number) =>
  score >= 70
    ? 'bg-green-50 text-green-800 ring-green-200'
    : score >= 40
      ? 'bg-amber-50 text-amber-900 ring-amber-200'
      : 'bg-slate-100 text-slate-800 ring-slate-300';

/** The score with the rules behind it, so the agent sees why. */
export function LeadScore({ score, reasons }: { score: number; reasons: TLeadScoreReason[] }) {
  return (
    <div className="space-y-1">
      <p className={clsx('inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', toneOf(score))}>Score {score}</p>
      {reasons.length > 0 && (
        <ul aria-label="Why this score" className="flex flex-wrap gap-1.5 text-xs text-slate-700">
          {reasons.map((reason) => (
            <li key={reason.label} className="rounded bg-slate-50 px-2 py-0.5 ring-1 ring-slate-200">
              {reason.label} {reason.points > 0 ? `+${reason.points}` : `−${Math.abs(reason.points)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
