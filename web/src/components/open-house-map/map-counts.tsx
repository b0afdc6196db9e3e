import type { TMapCounts } from '../../lib/map/map-listings';
import { formatNumber } from '../../lib/format';

const ITEMS: readonly { key: keyof TMapCounts; one: string; many: string }[] = [
  { key: 'properties', one: 'Property', many: 'Properties' },
  { key: 'openHouses', one: 'Open House', many: 'Open Houses' },
  { key: 'today', one: "Today's Event", many: "Today's Events" },
];

/** The three counts for the current filters, announced politely when they change. */
export function MapCounts({ counts }: { counts: TMapCounts }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <dl className="grid grid-cols-3 gap-3">
        {ITEMS.map(({ key, one, many }) => (
          <div key={key} className="flex flex-col rounded-lg border border-slate-200 bg-white px-3 py-2 text-center">
            <dt className="order-2 text-xs text-slate-600">{counts[key] === 1 ? one : many}</dt>
            <dd className="text-xl font-bold text-slate-900">{formatNumber(counts[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
