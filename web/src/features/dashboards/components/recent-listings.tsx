import { Eye, House, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RECENT_LISTINGS_LIMIT } from '@shared/constants/listing';
import type { TPropertySummary } from '@shared/schemas/property.schema';
import { CoverImage } from '../../../components/property/cover-image';
import { StatusBadge } from '../../../components/property/status-badge';
import { ErrorAlert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useProperties } from '../../../lib/api/get-properties';
import { formatPrice } from '../../../lib/format';
import { DeleteListingButton } from '../../../components/property/delete-listing-button';

/** The agent's five most recent listings, drafts included, with view, edit and delete. */
export function RecentListings({ userId }: { userId: string }) {
  const listings = useProperties({ userId, status: 'all', limit: RECENT_LISTINGS_LIMIT });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Listings</CardTitle>
      </CardHeader>
      <CardContent>
        {listings.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Loading your listings…
          </p>
        ) : listings.isError ? (
          <ErrorAlert>We could not load your listings. Please reload the page to try again.</ErrorAlert>
        ) : listings.data.items.length === 0 ? (
          <EmptyState
            icon={House}
            title="You haven't created any listings yet"
            headingLevel={3}
            action={
              <Link to="/create-listing" className={buttonClasses()}>
                Create Your First Listing
              </Link>
            }
          />
        ) : (
          <ListingsTable items={listings.data.items.slice(0, RECENT_LISTINGS_LIMIT)} />
        )}
      </CardContent>
    </Card>
  );
}

/** A table on wider screens; on a phone each listing is a card, so its status and actions stay on screen. */
function ListingsTable({ items }: { items: readonly TPropertySummary[] }) {
  return (
    <>
      <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Your most recent listings">
        {items.map((item) => (
          <li key={item.id} className="space-y-3 py-3">
            <ListingIdentity item={item} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{formatPrice(item.price)}</span>
              <StatusBadge status={item.status} marketStatus={item.marketStatus} onMarketDate={item.onMarketDate} />
              <ListingActions item={item} />
            </div>
          </li>
        ))}
      </ul>
      <div className="-mx-6 max-sm:hidden">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Your most recent listings</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="px-6 py-2 font-medium">
                Property
              </th>
              <th scope="col" className="w-32 px-3 py-2 font-medium">
                Price
              </th>
              <th scope="col" className="w-28 px-3 py-2 font-medium">
                Status
              </th>
              <th scope="col" className="w-40 px-6 py-2 text-right font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id}>
                <td className="px-6 py-3">
                  <ListingIdentity item={item} />
                </td>
                <td className="px-3 py-3 font-medium text-slate-900">{formatPrice(item.price)}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={item.status} marketStatus={item.marketStatus} onMarketDate={item.onMarketDate} />
                </td>
                <td className="px-6 py-3">
                  <ListingActions item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ListingIdentity({ item }: { item: TPropertySummary }) {
  return (
    <div className="flex items-center gap-3">
      <CoverImage src={item.coverImage} alt="" className="size-12 shrink-0 rounded-md [&_span]:sr-only [&_svg]:size-5" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{item.address}</p>
        <p className="text-slate-600">
          {item.city}, {item.state}
        </p>
        {!item.coordinates && (
          <p className="text-xs font-medium text-amber-800">
            Not on the map:{' '}
            <Link to={`/edit-listing/${item.id}`} className="underline">
              place its pin
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}

function ListingActions({ item }: { item: TPropertySummary }) {
  return (
    <div className="flex justify-end gap-1">
      <Link to={`/property/${item.id}`} aria-label={`View ${item.address}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <Eye className="size-4" aria-hidden="true" />
      </Link>
      <Link to={`/edit-listing/${item.id}`} aria-label={`Edit ${item.address}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
      <DeleteListingButton propertyId={item.id} name={item.address} />
    </div>
  );
}
