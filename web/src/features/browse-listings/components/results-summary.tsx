import { Badge } from '../../../components/ui/badge';

type TResultsSummaryProps = { shownCount: number; total: number | null; isFiltered: boolean; isSearchingMore?: boolean };

/** 'Showing X of Y properties' (just 'Showing X properties' when a text search leaves the total unknown). */
export function resultsLine(shownCount: number, total: number | null): string {
  if (total === null) return `Showing ${shownCount} ${shownCount === 1 ? 'property' : 'properties'}`;
  return `Showing ${shownCount} of ${total} ${total === 1 ? 'property' : 'properties'}`;
}

/** While a search is still reading further pages, the count so far says it is not the end. */
export function ResultsSummary({ shownCount, total, isFiltered, isSearchingMore = false }: TResultsSummaryProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-slate-700">
        {resultsLine(shownCount, total)}
        {isSearchingMore && ' so far, still searching…'}
      </p>
      {isFiltered && <Badge tone="brand">Filtered Results</Badge>}
    </div>
  );
}
