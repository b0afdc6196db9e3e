import clsx from 'clsx';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TPropertySummary } from '@shared/schemas/property.schema';
import { formatOpenHouse, formatPrice } from '../../lib/format';
import { useSearchOriginState } from '../../lib/search-origin';
import { buttonClasses } from '../ui/button';
import { AgentAvatar } from './agent-avatar';
import { CoverImage } from './cover-image';
import { displayedAddress, displayedName, isAddressWithheld } from './displayed-address';
import { FavoriteButton } from './favorite-button';
import { KeyFacts } from './key-facts';
import { ListingAttribution } from './listing-attribution';
import { StatusBadge } from './status-badge';

export type TCardLayout = 'grid' | 'list';

/** A listing as the landing, browse and map screens show it: real photo, agent and next open house. */
export function PropertyCard({ property, layout = 'grid', isFirst = false }: { property: TPropertySummary; layout?: TCardLayout; isFirst?: boolean }) {
  const name = displayedName(property);
  const searchOrigin = useSearchOriginState();
  const titleId = `property-${property.id}-title`;
  const isList = layout === 'list';
  return (
    <article
      aria-labelledby={titleId}
      className={clsx('flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', isList ? 'flex-col sm:flex-row' : 'flex-col')}
    >
      <div className={clsx('relative shrink-0', isList ? 'sm:w-72' : '')}>
        <CoverImage
          src={property.coverImage}
          alt={`Photo of ${isAddressWithheld(property) ? name : property.address}`}
          isPriority={isFirst}
          className={clsx('w-full', isList ? 'aspect-[4/3] sm:h-full' : 'aspect-[4/3]')}
        />
        <StatusBadge status={property.status} marketStatus={property.marketStatus} onMarketDate={property.onMarketDate} className="absolute top-3 left-3" />
        <FavoriteButton propertyId={property.id} listingName={name} className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-2xl font-bold text-slate-900">{formatPrice(property.price)}</p>
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-600">{displayedAddress(property)}</p>
        </div>
        <KeyFacts listing={property} />
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            Open House:{' '}
            {property.nextOpenHouse ? formatOpenHouse(property.nextOpenHouse.startsAt, property.nextOpenHouse.endsAt, property.timeZone) : 'Call for Schedule'}
          </span>
        </p>
        {property.attribution && <ListingAttribution attribution={property.attribution} />}
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          {property.agent ? (
            <div className="flex min-w-0 items-center gap-2">
              <AgentAvatar name={property.agent.name} photoUrl={property.agent.photoUrl} />
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-slate-900">{property.agent.name}</p>
                {property.agent.brokerageName && <p className="truncate text-slate-600">{property.agent.brokerageName}</p>}
              </div>
            </div>
          ) : (
            <span />
          )}
          <Link to={`/property/${property.id}`} state={searchOrigin} className={buttonClasses({ size: 'sm' })} aria-describedby={titleId}>
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
