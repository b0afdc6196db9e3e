import { ChevronRight, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TPropertySummary } from '@shared/schemas/property.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListingChoices } from '../api/get-managed-listings';
import { AddOpenHouseForm } from './add-open-house';

const SEARCH_DELAY_MS = 300;

type TChosen = { id: string; name: string; timeZone: string };

/**
 * "For which listing?": the dashboard's Create Open House lands here (`/manage-open-houses?add=open-house`).
 * The agent searches their own listings (a page at a time), picks one and gets the same add-open-house form
 * as on its card, or picks New listing for the create-open-house form that makes a listing with its open house.
 */
export function OpenHouseListingPicker({ userId, isOpen, onClose }: { userId: string; isOpen: boolean; onClose: () => void }) {
  const [chosen, setChosen] = useState<TChosen | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={chosen ? `New open house for ${chosen.name}` : 'Add an open house'}
      description={chosen ? 'Its date and times; it appears on the listing, the map and your calendar.' : 'For which listing?'}
      width="lg"
    >
      {chosen ? (
        <div className="space-y-3">
          <AddOpenHouseForm propertyId={chosen.id} listingName={chosen.name} timeZone={chosen.timeZone} onDone={close} />
          <Button variant="ghost" size="sm" onClick={() => setChosen(null)}>
            Choose another listing
          </Button>
        </div>
      ) : (
        <ListingChoices userId={userId} onChoose={setChosen} />
      )}
    </DialogFrame>
  );
}

const nameOf = (listing: TPropertySummary) => listing.title || listing.address;

function ListingChoices({ userId, onChoose }: { userId: string; onChoose: (listing: TChosen) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const choices = useListingChoices(userId, q);
  const listId = useId();
  const items = choices.data?.pages.flatMap((page) => page.items) ?? [];
  const total = choices.data?.pages[0]?.total ?? null;
  return (
    <div className="space-y-3">
      <Link
        to="/create-open-house"
        className="flex items-center gap-3 rounded-lg border border-dashed border-brand-700 p-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        <Plus className="size-5 shrink-0" aria-hidden="true" />
        <span>
          New listing
          <span className="block font-normal text-slate-600">A new listing with its open house</span>
        </span>
      </Link>
      <TextField
        id={`${listId}-search`}
        label="Search your listings"
        type="search"
        placeholder="Address or title"
        value={search}
        onValueChange={setSearch}
        aria-controls={listId}
      />
      {choices.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your listings…
        </p>
      ) : choices.isError ? (
        <ErrorAlert>We could not load your listings. Please try again.</ErrorAlert>
      ) : items.length === 0 && !choices.hasNextPage ? (
        <p role="status" className="text-sm text-slate-600">
          {q ? `No listing of yours matches "${q}".` : 'You have no listings yet: start with New listing.'}
        </p>
      ) : (
        <>
          <ul id={listId} aria-label="Your listings" className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {items.map((listing) => (
              <li key={listing.id}>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 p-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
                  onClick={() => onChoose({ id: listing.id, name: nameOf(listing), timeZone: listing.timeZone })}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{nameOf(listing)}</span>
                    <span className="block truncate text-sm text-slate-600">{[listing.address, listing.city, listing.state].filter(Boolean).join(', ')}</span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm text-slate-600">
            {total === null
              ? `Showing ${items.length} ${items.length === 1 ? 'listing' : 'listings'}`
              : `Showing ${items.length} of ${total} ${total === 1 ? 'listing' : 'listings'}`}
          </p>
          {choices.hasNextPage && (
            <Button variant="outline" size="sm" className="w-full" disabled={choices.isFetchingNextPage} onClick={() => void choices.fetchNextPage()}>
              {choices.isFetchingNextPage ? 'Loading…' : 'Show more listings'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
