import { Link } from 'react-router-dom';
import type { TMlsMemberRole } from '@shared/constants/mls';
import type { TListPropertiesResponse } from '@shared/schemas/property.schema';
import { useLinkedListings } from '../../lib/api/get-linked-listings';
import { formatPrice } from '../../lib/format';
import { Button } from '../ui/button';
import { CoverImage } from './cover-image';
import { StatusBadge } from './status-badge';

type TLinkedItem = TListPropertiesResponse['items'][number];

/** How the agent stands on a listing another account owns, as its badge says it. */
export const LINKED_ROLE_LABELS: Record<TMlsMemberRole, string> = {
  'list-agent': 'Listing agent',
  'co-list-agent': 'Co-listed',
  office: 'Office listing',
};

/**
 * The MLS listings another of our agents owns that name this agent too (co-listed, office listings), paged
 * with "Show more": on the agent's dashboard (drafts too) and their public profile (public ones). Nothing
 * is rendered while there are none. Each row names who owns the listing; none can be edited from here.
 */
export function LinkedListings({ userId, isOwn, heading }: { userId: string; isOwn: boolean; heading: string }) {
  const linked = useLinkedListings(userId, { isOwn });
  const items = linked.data?.pages.flatMap((page) => page.items) ?? [];
  if (linked.isPending || linked.isError || items.length === 0) return null;
  const total = linked.data.pages[0]?.total ?? null;
  return (
    <section aria-labelledby={`linked-listings-${userId}`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`linked-listings-${userId}`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {total === null ? `${items.length} shown so far` : `${total} listing${total === 1 ? '' : 's'}`}: MLS listings another agent's account holds that name{' '}
        {isOwn ? 'you' : 'this agent'} too.
      </p>
      <ul className="mt-4 divide-y divide-slate-100" aria-label={heading}>
        {items.map((item) => (
          <LinkedRow key={item.id} item={item} />
        ))}
      </ul>
      {linked.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" size="sm" disabled={linked.isFetchingNextPage} onClick={() => void linked.fetchNextPage()}>
            {linked.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      )}
    </section>
  );
}

function LinkedRow({ item }: { item: TLinkedItem }) {
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-3 py-3">
      <CoverImage src={item.coverImage} alt="" className="size-12 shrink-0 rounded-md [&_span]:sr-only [&_svg]:size-5" />
      <div className="min-w-0 flex-1 basis-48">
        <Link to={`/property/${item.id}`} className="font-medium break-words text-slate-900 hover:underline">
          {item.address}
        </Link>
        <p className="break-words text-sm text-slate-600">
          {item.city}, {item.state}
          {item.agent ? ` · held by ${item.agent.name}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {item.linkedRole && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">{LINKED_ROLE_LABELS[item.linkedRole]}</span>
        )}
        <span className="font-medium text-slate-900">{formatPrice(item.price)}</span>
        <StatusBadge status={item.status} marketStatus={item.marketStatus} onMarketDate={item.onMarketDate} />
      </div>
    </li>
  );
}
