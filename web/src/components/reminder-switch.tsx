import clsx from 'clsx';
import { BellRing } from 'lucide-react';
import { useId } from 'react';

/** A departure reminder's on/off switch with its label and what it will do (saved open houses, /my-day). */
export function ReminderSwitch({
  label,
  description,
  isOn,
  isBusy,
  onToggle,
}: {
  label: string;
  description: string;
  isOn: boolean;
  isBusy: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
      <div className="flex items-start gap-2">
        <BellRing className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
            {label}
          </p>
          <p id={`${id}-description`} className="text-xs text-slate-600">
            {description}
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        disabled={isBusy}
        onClick={onToggle}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
          isOn ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx('inline-block size-5 rounded-full bg-white shadow transition-transform', isOn ? 'translate-x-5' : 'translate-x-0.5')}
        />
      </button>
    </div>
  );
}
