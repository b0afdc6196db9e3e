import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TPropertySummary } from '@shared/schemas/property.schema';
import { CoverImage } from '../../../components/property/cover-image';
import { StatusBadge } from '../../../components/property/status-badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPrice } from '../../../lib/format';
import { AddOpenHouse } from './add-open-house';
import { DeleteListingButton } from '../../../components/property/delete-listing-button';
import { OpenHouseScheduleList } from './open-house-schedule-list';

/** One listing: what it is, its open houses (each removable), adding one, and deleting the whole listing. */
export function ManagedListingCard({ listing }: { listing: TPropertySummary }) {
  const name = listing.title || listing.address;
  const headingId = `managed-${listing.id}`;
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-4 p-5">
        <div className="flex flex-wrap items-start gap-4">
          <CoverImage src={listing.coverImage} alt="" className="size-20 shrink-0 rounded-lg [&_span]:sr-only [&_svg]:size-6" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {name}
              </h2>
              <StatusBadge status={listing.status} marketStatus={listing.marketStatus} onMarketDate={listing.onMarketDate} />
            </div>
            <p className="text-sm text-slate-600">{[listing.address, listing.city, listing.state].filter(Boolean).join(', ')}</p>
            <p className="font-medium text-slate-900">{formatPrice(listing.price)}</p>
          </div>
          <div className="flex gap-2">
            <Link to={`/property/${listing.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`View ${name}`}>
              <Eye className="size-4" aria-hidden="true" />
              View
            </Link>
            <DeleteListingButton propertyId={listing.id} name={name} hasText />
          </div>
        </div>
        <section aria-label={`Open houses of ${name}`} className="space-y-3 border-t border-slate-100 pt-4">
          {listing.nextOpenHouse ? (
            <OpenHouseScheduleList propertyId={listing.id} listingName={name} />
          ) : (
            <p className="text-sm text-slate-600">No upcoming open houses.</p>
          )}
          <AddOpenHouse propertyId={listing.id} listingName={name} timeZone={listing.timeZone} />
        </section>
      </article>
    </Card>
  );
}
