import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TSavedSearchWithMatches } from '@shared/schemas/saved-search.schema';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { savedSearchUrl, searchSummary } from '../../../lib/saved-search';
import { toast } from '../../../lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { useVisitSavedSearch } from '../api/visit-saved-search';
import { EditSavedSearchDialog } from './edit-saved-search-dialog';

const FREQUENCY_TEXT = { instant: 'Alerts: instantly', daily: 'Alerts: daily digest', never: 'No alerts' } as const;

/** '3 new', '100+ new' when the count was capped, or 'No new homes'. */
export const newMatchesText = ({ count, capped }: TSavedSearchWithMatches['newMatches']): string =>
  count === 0 && !capped ? 'No new homes' : `${count}${capped ? '+' : ''} new`;

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: (error instanceof ApiError && error.serverMessage) || fallback, variant: 'destructive' });

/** One saved search: its filters, what is new since the last visit, and Open, Edit, Pause/Resume, Delete. */
export function SavedSearchCard({ search }: { search: TSavedSearchWithMatches }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const visit = useVisitSavedSearch();
  const [isConfirming, setIsConfirming] = useState(false);
  const headingId = `saved-search-${search.id}`;
  const hasNew = search.newMatches.count > 0;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {search.name}
        </h2>
        <div className="flex shrink-0 flex-wrap gap-2">
          {search.paused && <Badge tone="warning">Paused</Badge>}
          <Badge tone={hasNew ? 'brand' : 'neutral'}>{newMatchesText(search.newMatches)}</Badge>
        </div>
      </div>
      <p className="text-sm break-words text-slate-700">{searchSummary(search)}</p>
      <p className="text-sm text-slate-600">
        {search.paused ? 'Alerts paused' : FREQUENCY_TEXT[search.frequency]} · Saved on the {search.source === 'map' ? 'map' : 'listings'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={savedSearchUrl(search)} onClick={() => visit.mutate(search.id)} aria-label={`Open ${search.name}`} className={buttonClasses({ size: 'sm' })}>
          Open
        </Link>
        <EditSavedSearchDialog search={search} />
        <Button
          size="sm"
          variant="outline"
          aria-label={`${search.paused ? 'Resume' : 'Pause'} ${search.name}`}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: search.id, changes: { paused: !search.paused } },
              { onError: (error) => failed(error, 'We could not change this search. Please try again.') },
            )
          }
        >
          {search.paused ? 'Resume' : 'Pause'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Delete ${search.name}`}>
              Delete
            </Button>
          }
          isOpen={isConfirming}
          onOpenChange={setIsConfirming}
          title="Delete this saved search?"
          description={`“${search.name}” and its alerts will be gone. This cannot be undone.`}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => setIsConfirming(false),
              onError: (error) => failed(error, 'We could not delete this search. Please try again.'),
            })
          }
        />
      </div>
    </article>
  );
}
