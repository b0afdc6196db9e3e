import { CircleAlert, Clock, ExternalLink, MapPin, Navigation, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TDayPlan, TPlanStop } from '@shared/schemas/day-plan.schema';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatTime } from '../../../lib/format';
import { directionsUrl, plannedStops, visitCalendarLinks } from '../lib/plan-links';
import { minutesText, PROBLEM_TEXT } from '../lib/plan-text';
import { VisitMinutesInput } from './visit-minutes-input';

/** What the owner can change from the itinerary; absent on the shared, read-only view. */
export type TItineraryActions = {
  onSkip: (openHouseId: string) => void;
  onInclude: (openHouseId: string) => void;
  onMinutes: (openHouseId: string, minutes: number) => void;
  onReplan: () => void;
  isSaving: boolean;
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The day in order: each stop's hours, estimated drive, arrival and leave times; then what does not fit and why. */
export function Itinerary({ plan, actions }: { plan: TDayPlan; actions?: TItineraryActions }) {
  const planned = plannedStops(plan);
  const notFitting = plan.stops.filter((stop) => stop.problem !== null);
  const skipped = plan.stops.filter((stop) => stop.skipped);
  return (
    <div className="space-y-4">
      {plan.hasChanged && <ChangedNotice plan={plan} actions={actions} />}
      {notFitting.length > 0 && <NotFittingWarning stops={notFitting} actions={actions} />}
      <p className="text-sm text-slate-600">
        Start: <span className="font-medium text-slate-900 break-words">{plan.start.label}</span> at {formatTime(plan.startAt, plan.timeZone)}.
        {planned.length > 0 && <> Done by {formatTime(plan.finishesAt, plan.timeZone)}.</>}
      </p>
      {planned.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">No open house fits this day with these choices.</p>
      ) : (
        <ol aria-label="Itinerary" className="space-y-3">
          {planned.map((stop) => (
            <li key={stop.openHouseId}>
              <StopCard stop={stop} actions={actions} />
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-slate-500">
        Drive times are estimates: straight-line distance × {plan.travelEstimate.detourFactor} at {plan.travelEstimate.speedKmh} km/h, plus{' '}
        {plan.travelEstimate.parkingMinutes} minutes to park. Times are each listing's local time.
      </p>
      {skipped.length > 0 && (
        <section aria-labelledby="skipped-heading" className="space-y-2">
          <h2 id="skipped-heading" className="text-base font-semibold text-slate-900">
            Left out of this day
          </h2>
          <ul className="space-y-2">
            {skipped.map((stop) => (
              <li key={stop.openHouseId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm">
                <span className="min-w-0 break-words">{stop.title}</span>
                {actions && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={actions.isSaving}
                    onClick={() => actions.onInclude(stop.openHouseId)}
                    aria-label={`Add back ${stop.title}`}
                  >
                    Add back
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function StopCard({ stop, actions }: { stop: TPlanStop & { visit: NonNullable<TPlanStop['visit']> }; actions?: TItineraryActions }) {
  const { visit } = stop;
  const links = visitCalendarLinks(stop, window.location.origin);
  return (
    <article aria-labelledby={`stop-${stop.openHouseId}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
          {visit.position}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={`stop-${stop.openHouseId}`} className="font-semibold text-slate-900 break-words">
            <span className="sr-only">Stop {visit.position}: </span>
            <Link to={`/property/${stop.propertyId}`} className="hover:underline">
              {stop.title}
            </Link>
          </h3>
          <p className="flex items-start gap-1 text-sm text-slate-600 break-words">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0">{[stop.address, stop.city, stop.state].filter(Boolean).join(', ')}</span>
          </p>
          <p className="text-sm text-slate-600">
            Open {formatTime(stop.opensAt, stop.timeZone)} – {formatTime(stop.closesAt, stop.timeZone)}
            {stop.moved && (
              <Badge tone="warning" className="ml-2">
                Times changed
              </Badge>
            )}
          </p>
          <p className="text-sm text-slate-600">
            Drive ≈ {minutesText(visit.travelMinutes)} <span className="text-slate-500">(estimate)</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-slate-900">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              Arrive {formatTime(visit.arriveAt, stop.timeZone)}
            </span>
            {visit.waitMinutes > 0 && <span className="font-normal text-slate-600">wait {minutesText(visit.waitMinutes)} for it to open</span>}
            <span>Leave {formatTime(visit.leaveAt, stop.timeZone)}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a
          href={directionsUrl(stop.coordinates!)}
          {...external}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={`Directions to ${stop.title} (opens your maps app)`}
        >
          <Navigation className="size-4" aria-hidden="true" />
          Directions
        </a>
        <a
          href={links.google}
          {...external}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`Add stop ${visit.position} to Google Calendar (opens in a new tab)`}
        >
          Google Calendar
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
        <a
          href={links.outlook}
          {...external}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`Add stop ${visit.position} to Outlook (opens in a new tab)`}
        >
          Outlook
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
        {actions && (
          <>
            <VisitMinutesInput stop={stop} onCommit={(minutes) => actions.onMinutes(stop.openHouseId, minutes)} disabled={actions.isSaving} />
            <Button
              variant="ghost"
              size="sm"
              disabled={actions.isSaving}
              onClick={() => actions.onSkip(stop.openHouseId)}
              aria-label={`Leave out ${stop.title}`}
            >
              Leave out
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

function NotFittingWarning({ stops, actions }: { stops: readonly TPlanStop[]; actions?: TItineraryActions }) {
  const count = stops.length;
  return (
    <section aria-labelledby="not-fitting-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="not-fitting-heading" className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        {count === 1 ? '1 open house does not fit' : `${count} open houses do not fit`}
      </h2>
      <p className="mt-1 text-sm">We suggest dropping {count === 1 ? 'it' : 'them'} from this day, or changing your start time or visit lengths.</p>
      <ul className="mt-3 space-y-2">
        {stops.map((stop) => (
          <li key={stop.openHouseId} className="flex flex-wrap items-start justify-between gap-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{stop.title}</p>
              <p>
                Open {formatTime(stop.opensAt, stop.timeZone)} – {formatTime(stop.closesAt, stop.timeZone)}. {stop.problem ? PROBLEM_TEXT[stop.problem] : ''}
              </p>
            </div>
            {actions && (
              <Button
                variant="outline"
                size="sm"
                disabled={actions.isSaving}
                onClick={() => actions.onSkip(stop.openHouseId)}
                aria-label={`Drop it: ${stop.title}`}
              >
                Drop it
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangedNotice({ plan, actions }: { plan: TDayPlan; actions?: TItineraryActions }) {
  const moved = plan.stops.filter((stop) => stop.moved);
  return (
    <section aria-labelledby="changed-heading" className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <h2 id="changed-heading" className="flex items-center gap-2 font-semibold">
        <RefreshCw className="size-5 shrink-0" aria-hidden="true" />
        Open houses changed since this plan was made
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {moved.map((stop) => (
          <li key={stop.openHouseId} className="break-words">
            {stop.title} moved: now {formatTime(stop.opensAt, stop.timeZone)} – {formatTime(stop.closesAt, stop.timeZone)}
          </li>
        ))}
        {plan.cancelled.map((stop) => (
          <li key={stop.openHouseId} className="break-words">
            {stop.title ?? 'An open house'} was cancelled
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">The order below already uses the current times.</p>
      {actions && (
        <Button size="sm" className="mt-3" disabled={actions.isSaving} onClick={actions.onReplan}>
          Re-plan with the new times
        </Button>
      )}
    </section>
  );
}
