import clsx from 'clsx';
import { CalendarDays, MapPin as MapPinIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';
import { useSearchOriginState } from '../../../lib/search-origin';
import type { TMapListing } from '../lib/map-listings';
import { nextOpenHouseText, PIN_KIND_LABELS } from '../lib/pin-labels';
import { AddToMyDayButton } from '../../open-house/add-to-my-day-button';
import { SaveOpenHouseButton } from '../../open-house/save-open-house-button';
import { CoverImage } from '../../property/cover-image';
import { keyFactsText } from '../../property/key-facts';
import { StatusBadge } from '../../property/status-badge';
import { ListingAttribution } from '../../property/listing-attribution';
import { Button, buttonClasses } from '../../ui/button';
import { PIN_BADGE_COLORS } from '../canvas/pin-styles';

type TMapListingCardProps = { listing: TMapListing; isSelected: boolean; onSelect: () => void; headingId: string };

/**
 * A listing beside the map. Selecting it (Show on map, or a click anywhere on it) highlights its pin;
 * selecting its pin highlights it and scrolls it into view. Save keeps its next open house; Add to my day
 * puts it in the day planner on its day, staying here.
 */
export function MapListingCard({ listing, isSelected, onSelect, headingId }: TMapListingCardProps) {
  const { property, next, openHouses, kind } = listing;
  const searchOrigin = useSearchOriginState();
  const name = property.title || property.address;
  const when = nextOpenHouseText(listing);
  const moreCount = openHouses.length - 1;
  return (
    <article
      aria-labelledby={headingId}
      onClick={onSelect}
      className={clsx(
        'flex gap-3 rounded-xl border bg-white p-3 shadow-sm transition-colors',
        isSelected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <CoverImage src={property.coverImage} alt="" className="size-24 shrink-0 rounded-lg [&_span]:sr-only [&_svg]:size-6" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-bold text-slate-900">{formatPrice(property.price)}</p>
          <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', PIN_BADGE_COLORS[kind])}>
            {PIN_KIND_LABELS[kind]}
          </span>
        </div>
        <h3 id={headingId} className="line-clamp-2 font-semibold text-slate-900">
          {name}
        </h3>
        <p className="truncate text-sm text-slate-600">{[property.address, property.city, property.state].filter(Boolean).join(', ')}</p>
        {property.marketStatus !== 'active' && <StatusBadge status="active" marketStatus={property.marketStatus} />}
        {property.attribution && <ListingAttribution attribution={property.attribution} />}
        <p className="text-sm text-slate-700">{keyFactsText(property)}</p>
        <p className="flex items-start gap-1.5 text-sm text-slate-800">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {when}
            {moreCount > 0 && <span className="text-slate-600"> · +{moreCount} more</span>}
          </span>
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant={isSelected ? 'secondary' : 'ghost'} size="sm" aria-pressed={isSelected} aria-label={`Show on map: ${name}`} onClick={onSelect}>
            <MapPinIcon className="size-4" aria-hidden="true" />
            Show on map
          </Button>
          <SaveOpenHouseButton propertyId={property.id} openHouseId={next.id} label={`${name}, ${when}`} />
          <AddToMyDayButton propertyId={property.id} openHouseId={next.id} startsAt={next.startsAt} timeZone={property.timeZone} label={`${name}, ${when}`} />
          <Link to={`/property/${property.id}`} state={searchOrigin} className={buttonClasses({ size: 'sm' })} aria-describedby={headingId}>
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
