import { CalendarDays, CircleSlash } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AddToCalendarLinks } from '../../../components/open-house/add-to-calendar-link';
import { CoverImage } from '../../../components/property/cover-image';
import { keyFactsText } from '../../../components/property/key-facts';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatDate, formatOpenHouse, formatPrice } from '../../../lib/format';
import { savedActions, SAVED_STATUS_LABELS, type TSavedEntry } from '../lib/saved-tabs';
import { DepartureReminderToggle } from './departure-reminder-toggle';
import { RemoveSavedButton } from './remove-saved-button';
import { SavedCardActions } from './saved-card-actions';

/** One saved open house: the listing's card fields, when it is (in the listing's zone), its status and actions. */
export function SavedOpenHouseCard({ entry }: { entry: TSavedEntry }) {
  const { item, timing } = entry;
  const headingId = `saved-${item.openHouseId}`;
  const when = formatOpenHouse(item.startsAt, item.endsAt, item.timeZone);
  const { property } = item;

  if (!property) {
    return (
      <article
        aria-labelledby={headingId}
        className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-4"
      >
        <div className="flex items-start gap-3">
          <CircleSlash className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <div>
            <h3 id={headingId} className="font-semibold text-slate-800">
              This open house is no longer available
            </h3>
            <p className="text-sm text-slate-600">It was planned for {when}. The agent removed it or unpublished the listing.</p>
          </div>
        </div>
        <RemoveSavedButton openHouseId={item.openHouseId} name="this unavailable open house" />
      </article>
    );
  }

  const name = property.title || property.address;
  const actions = savedActions(item.status, timing);
  const isPast = timing === 'past';
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <CoverImage src={property.images[0] ?? null} alt={`Photo of ${property.address}`} className="aspect-[4/3] w-full shrink-0 rounded-lg sm:w-48" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <Badge tone={item.status === 'rsvp' || item.status === 'attended' ? 'success' : 'neutral'}>{SAVED_STATUS_LABELS[item.status]}</Badge>
          {timing === 'live' && <Badge tone="warning">Happening now</Badge>}
        </div>
        <p className="text-sm text-slate-600">
          {property.address}
          {property.city && `, ${property.city}`}
        </p>
        <p className="font-bold text-slate-900">{formatPrice(property.price)}</p>
        <p className="text-sm text-slate-700">{keyFactsText({ ...property, squareFeet: property.squareFootage })}</p>
        <p className="flex items-start gap-1.5 text-sm text-slate-800">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {when}
        </p>
        {isPast && (
          <p className="text-sm font-medium text-slate-700">
            {item.status === 'attended' ? 'Visited on' : 'Took place on'} {formatDate(item.startsAt, item.timeZone)}
          </p>
        )}
        {actions.canRemind && <DepartureReminderToggle item={{ ...item, property }} />}
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <SavedCardActions openHouseId={item.openHouseId} name={name} actions={actions} />
          {!isPast && (
            <AddToCalendarLinks
              openHouse={{
                propertyId: item.propertyId,
                openHouseId: item.openHouseId,
                title: name,
                startsAt: item.startsAt,
                endsAt: item.endsAt,
                timeZone: item.timeZone,
                address: property.address,
                city: property.city,
              }}
              label={`${name}, ${when}`}
            />
          )}
          <Link to={`/property/${item.propertyId}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-label={`View ${name}`}>
            View listing
          </Link>
          <RemoveSavedButton openHouseId={item.openHouseId} name={name} />
        </div>
      </div>
    </article>
  );
}
