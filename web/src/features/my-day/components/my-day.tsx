import { CalendarPlus, CalendarSearch, Map as MapIcon, Navigation } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TDayPlan, TSaveDayPlanRequest } from '@shared/schemas/day-plan.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NativeSelect } from '../../../components/ui/input';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { useDayPlan } from '../api/get-day-plan';
import { usePlanDays } from '../api/get-plan-days';
import { useSaveDayPlan } from '../api/save-day-plan';
import { directionsUrl, nextStop, routeUrl } from '../lib/plan-links';
import { Itinerary } from './itinerary';
import { PlanControls, type TPlanSettings } from './plan-controls';
import { PlanReminderToggle } from './plan-reminder-toggle';
import { SharePanel } from './share-panel';

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The buyer's current choices as the save route takes them. */
function choicesOf(plan: TDayPlan): TSaveDayPlanRequest {
  return {
    start: plan.start,
    startTime: plan.startTime,
    defaultVisitMinutes: plan.defaultVisitMinutes,
    visitMinutes: Object.fromEntries(
      plan.stops.filter((stop) => stop.visitMinutes !== plan.defaultVisitMinutes).map((stop) => [stop.openHouseId, stop.visitMinutes]),
    ),
    skipped: plan.stops.filter((stop) => stop.skipped).map((stop) => stop.openHouseId),
  };
}

/** /my-day: pick a day with saved open houses and get the order to see them in. */
export function MyDay() {
  const days = usePlanDays();
  const [params, setParams] = useSearchParams();
  const dateId = useId();
  const list = days.data?.days ?? [];
  const asked = params.get('date');
  const date = list.find((day) => day.date === asked)?.date ?? list[0]?.date ?? null;

  if (days.isPending) return <PageSpinner label="Loading your days…" />;
  if (days.isError) return <LoadFailedAlert what="your saved open houses" onRetry={() => void days.refetch()} />;
  if (!date) {
    return (
      <EmptyState
        icon={CalendarSearch}
        title="No open houses to plan yet"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/map" className={buttonClasses()}>
              Find open houses on the map
            </Link>
            <Link to="/saved-open-houses" className={buttonClasses({ variant: 'outline' })}>
              Saved open houses
            </Link>
          </div>
        }
      >
        Save open houses for a day (from a listing or the map) and plan the order to see them in here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={dateId} className="text-sm font-medium text-slate-800">
          Day
        </label>
        <NativeSelect id={dateId} value={date} onChange={(event) => setParams({ date: event.target.value }, { replace: true })} className="w-full sm:w-80">
          {list.map((day) => (
            <option key={day.date} value={day.date}>
              {dayLabel(day.date)} ({day.openHouseCount} open {day.openHouseCount === 1 ? 'house' : 'houses'})
            </option>
          ))}
        </NativeSelect>
      </div>
      <DayPlan key={date} date={date} />
    </div>
  );
}

function DayPlan({ date }: { date: string }) {
  const plan = useDayPlan(date);
  const save = useSaveDayPlan(date);
  const now = useNow();
  if (plan.isPending) return <PageSpinner label="Planning your day…" />;
  if (plan.isError) return <LoadFailedAlert what="the plan for this day" onRetry={() => void plan.refetch()} />;
  const current = plan.data;
  const choices = choicesOf(current);
  const saveWith = (change: Partial<TSaveDayPlanRequest>) => save.mutate({ ...choices, ...change });
  const next = nextStop(current, now);
  const route = routeUrl(current);
  return (
    <div className="space-y-4">
      <PlanControls
        key={`${current.startTime}|${current.defaultVisitMinutes}|${current.start.label}`}
        plan={current}
        isSaving={save.isPending}
        onSave={(settings: TPlanSettings) => saveWith(settings)}
      />
      {save.isError && <ErrorAlert>We could not update the plan. Please try again.</ErrorAlert>}
      <div className="flex flex-wrap gap-2" aria-label="Plan actions" role="group">
        {next?.coordinates && (
          <a
            href={directionsUrl(next.coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'sm', className: 'max-w-full' })}
          >
            <Navigation className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">Go to next stop: {next.title}</span>
          </a>
        )}
        {route && (
          <a href={route} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <MapIcon className="size-4" aria-hidden="true" />
            Open in maps
          </a>
        )}
        <a
          href={`/api/users/day-plans/${encodeURIComponent(date)}/calendar`}
          download={`open-houses-${date}.ics`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          Add to calendar
        </a>
      </div>
      <PlanReminderToggle plan={current} />
      <Itinerary
        plan={current}
        actions={{
          isSaving: save.isPending,
          onSkip: (id) => saveWith({ skipped: [...choices.skipped, id] }),
          onInclude: (id) => saveWith({ skipped: choices.skipped.filter((skipped) => skipped !== id) }),
          onMinutes: (id, minutes) => saveWith({ visitMinutes: { ...choices.visitMinutes, [id]: minutes } }),
          onReplan: () => saveWith({}),
        }}
      />
      <SharePanel date={date} shareUrl={current.shareUrl} />
    </div>
  );
}
