import type { TMapTimeFilter } from '@shared/constants/open-house';
import type { TMapCounts } from '../lib/map-listings';
import { formatNumber } from '../../../lib/format';

/** Said with the open-house count, so it is not mistaken for a count over all dates (the dashboard's). */
const PERIOD: Record<TMapTimeFilter, string> = { today: 'Today', week: 'This Week', month: 'This Month' };

const itemsFor = (timeFilter: TMapTimeFilter): readonly { key: keyof TMapCounts; one: string; many: string }[] => [
  { key: 'properties', one: 'Property', many: 'Properties' },
  { key: 'openHouses', one: `Open House ${PERIOD[timeFilter]}`, many: `Open Houses ${PERIOD[timeFilter]}` },
  { key: 'today', one: "Today's Event", many: "Today's Events" },
];

/** The three counts for the current filters, announced politely when they change. */
export function MapCounts({ counts, timeFilter }: { counts: TMapCounts; timeFilter: TMapTimeFilter }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <dl className="grid grid-cols-3 gap-3">
        {itemsFor(timeFilter).map(({ key, one, many }) => (
          <div key={key} className="flex flex-col rounded-lg border border-slate-200 bg-white px-3 py-2 text-center">
            <dt className="order-2 text-xs text-slate-600">{counts[key] === 1 ? one : many}</dt>
            <dd className="text-xl font-bold text-slate-900">{formatNumber(counts[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
