import { useId, useState } from 'react';
import { VISIT_MINUTES_MAX, VISIT_MINUTES_MIN, type TPlanStop } from '@shared/schemas/day-plan.schema';
import { Input } from '../../../components/ui/input';

/** Minutes at one stop; saved when the field is left with a new, valid number. */
export function VisitMinutesInput({ stop, onCommit, disabled }: { stop: TPlanStop; onCommit: (minutes: number) => void; disabled: boolean }) {
  const id = useId();
  const [value, setValue] = useState(String(stop.visitMinutes));
  const commit = () => {
    const minutes = Number(value);
    if (Number.isInteger(minutes) && minutes >= VISIT_MINUTES_MIN && minutes <= VISIT_MINUTES_MAX && minutes !== stop.visitMinutes) onCommit(minutes);
    else setValue(String(stop.visitMinutes));
  };
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <label htmlFor={id} className="text-slate-600">
        Minutes here<span className="sr-only"> at {stop.title}</span>
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={VISIT_MINUTES_MIN}
        max={VISIT_MINUTES_MAX}
        step={5}
        value={value}
        disabled={disabled}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="w-20"
      />
    </span>
  );
}
