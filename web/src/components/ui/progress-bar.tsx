import clsx from 'clsx';

/** A determinate progress bar with an accessible name and value (0–100). */
export function ProgressBar({ value, label, tone = 'brand' }: { value: number; label: string; tone?: 'brand' | 'success' | 'danger' }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={clsx('h-full transition-[width]', tone === 'success' ? 'bg-green-600' : tone === 'danger' ? 'bg-red-600' : 'bg-brand-700')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
