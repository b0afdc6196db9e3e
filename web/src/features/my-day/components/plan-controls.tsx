import { useId, useState, type FormEvent } from 'react';
import { VISIT_MINUTES_MAX, VISIT_MINUTES_MIN, type TDayPlan, type TPlanStart } from '@shared/schemas/day-plan.schema';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';

type TStartChoice = 'current' | 'here' | 'coordinates' | `stop:${string}`;

export type TPlanSettings = { start: TPlanStart; startTime: string; defaultVisitMinutes: number };

const parseLatLng = (text: string): { lat: number; lng: number } | null => {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
};

function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Your browser cannot share its location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new Error('We could not get your location. Allow location access, or pick a start point.')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/** Where and when the day starts, and the usual minutes per visit; "Update plan" saves and re-plans. */
export function PlanControls({ plan, isSaving, onSave }: { plan: TDayPlan; isSaving: boolean; onSave: (settings: TPlanSettings) => void }) {
  const ids = { start: useId(), coordinates: useId(), time: useId(), minutes: useId(), error: useId() };
  const [startChoice, setStartChoice] = useState<TStartChoice>('current');
  const [coordinates, setCoordinates] = useState('');
  const [startTime, setStartTime] = useState(plan.startTime);
  const [minutes, setMinutes] = useState(String(plan.defaultVisitMinutes));
  const [error, setError] = useState<string | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const stops = plan.stops.filter((stop) => stop.coordinates);

  async function startPoint(): Promise<TPlanStart> {
    if (startChoice === 'current') return plan.start;
    if (startChoice === 'here') {
      setIsLocating(true);
      try {
        return { ...(await currentPosition()), label: 'Your location' };
      } finally {
        setIsLocating(false);
      }
    }
    if (startChoice === 'coordinates') {
      const point = parseLatLng(coordinates);
      if (!point) throw new Error('Enter the start as latitude, longitude (for example 30.2672, -97.7431).');
      return { ...point, label: `${point.lat}, ${point.lng}` };
    }
    const stop = stops.find((s) => `stop:${s.openHouseId}` === startChoice)!;
    return { ...stop.coordinates!, label: [stop.address, stop.city].filter(Boolean).join(', ') };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const visit = Number(minutes);
    if (!Number.isInteger(visit) || visit < VISIT_MINUTES_MIN || visit > VISIT_MINUTES_MAX) {
      setError(`Minutes per visit must be a whole number from ${VISIT_MINUTES_MIN} to ${VISIT_MINUTES_MAX}.`);
      return;
    }
    try {
      onSave({ start: await startPoint(), startTime, defaultVisitMinutes: visit });
      setStartChoice('current');
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Something went wrong.');
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-describedby={error ? ids.error : undefined}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1 sm:col-span-3">
          <label htmlFor={ids.start} className="text-sm font-medium text-slate-800">
            Start from
          </label>
          <NativeSelect id={ids.start} value={startChoice} onChange={(event) => setStartChoice(event.target.value as TStartChoice)} className="w-full">
            <option value="current">{plan.start.label}</option>
            <option value="here">My current location</option>
            {stops.map((stop) => (
              <option key={stop.openHouseId} value={`stop:${stop.openHouseId}`}>
                {[stop.address, stop.city].filter(Boolean).join(', ')}
              </option>
            ))}
            <option value="coordinates">Latitude, longitude…</option>
          </NativeSelect>
        </div>
        {startChoice === 'coordinates' && (
          <div className="space-y-1 sm:col-span-3">
            <label htmlFor={ids.coordinates} className="text-sm font-medium text-slate-800">
              Start point (latitude, longitude)
            </label>
            <Input
              id={ids.coordinates}
              value={coordinates}
              onChange={(event) => setCoordinates(event.target.value)}
              placeholder="30.2672, -97.7431"
              inputMode="decimal"
              className="w-full"
            />
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={ids.time} className="text-sm font-medium text-slate-800">
            Start at ({plan.timeZone.replace(/_/g, ' ')})
          </label>
          <Input id={ids.time} type="time" value={startTime} onChange={(event) => setStartTime(event.target.value)} required className="w-full" />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.minutes} className="text-sm font-medium text-slate-800">
            Minutes per visit
          </label>
          <Input
            id={ids.minutes}
            type="number"
            inputMode="numeric"
            min={VISIT_MINUTES_MIN}
            max={VISIT_MINUTES_MAX}
            step={5}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            className="w-full"
          />
        </div>
        <div className="flex items-end">
          <Button type="submit" disabled={isSaving || isLocating} className="w-full">
            {isLocating ? 'Finding you…' : isSaving ? 'Planning…' : 'Update plan'}
          </Button>
        </div>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
