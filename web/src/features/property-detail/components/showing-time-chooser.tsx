import { useId } from 'react';
import { showingDay, showingWindowText, SHOWING_WINDOWS, type TShowingSlot } from '@shared/time/showing-request';
import { zonedDate } from '@shared/time/zoned-time';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';

/** How many days ahead (from tomorrow) the property page offers for a showing. */
const SHOWING_DAYS_OFFERED = 14;
export const SHOWING_DAY_FIELD_ID = 'showing-day';

/** The next days on the listing's own calendar, from tomorrow. */
export function showingDays(now: Date, timeZone: string): string[] {
  const [year = 0, month = 1, day = 1] = zonedDate(now, timeZone).split('-').map(Number);
  return Array.from({ length: SHOWING_DAYS_OFFERED }, (_, i) => new Date(Date.UTC(year, month - 1, day + 1 + i)).toISOString().slice(0, 10));
}

const windowKey = (window: { startTime: string; endTime: string }) => `${window.startTime}-${window.endTime}`;

/**
 * Schedule Viewing's choices: a day and a two-hour window, on the listing's clock (its time zone is named).
 * The inquiry then goes to the agent as a showing request carrying the chosen time.
 */
export function ShowingTimeChooser({
  slot,
  timeZone,
  days,
  onChange,
  onRemove,
}: {
  slot: TShowingSlot;
  timeZone: string;
  days: string[];
  onChange: (slot: TShowingSlot) => void;
  onRemove: () => void;
}) {
  const name = useId();
  return (
    <section aria-label="Showing time" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <SelectField
        id={SHOWING_DAY_FIELD_ID}
        label="Day"
        value={slot.date}
        options={days.map((date) => ({ value: date, label: showingDay(date) }))}
        onValueChange={(date) => onChange({ ...slot, date })}
      />
      <RadioGroupField
        name={name}
        legend={`Time (${timeZone.replace(/_/g, ' ')})`}
        value={windowKey(slot)}
        options={SHOWING_WINDOWS.map((window) => ({ value: windowKey(window), label: showingWindowText(window) }))}
        onValueChange={(key) => {
          const window = SHOWING_WINDOWS.find((candidate) => windowKey(candidate) === key);
          if (window) onChange({ ...slot, ...window });
        }}
      />
      <button type="button" className="text-sm font-medium text-brand-800 underline underline-offset-2" onClick={onRemove}>
        Just ask a question instead
      </button>
    </section>
  );
}
