import clsx from 'clsx';
import type { TPinKind } from '../lib/map-listings';
import { PIN_KIND_LABELS } from '../lib/pin-labels';
import { PIN_COLORS } from '../canvas/pin-styles';

const KINDS: readonly TPinKind[] = ['live', 'today', 'this-week', 'later'];

/** What the pins' colours mean (the map and the cards' badges use the same). */
export function MapLegend() {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={clsx('size-3 rounded-full border border-white shadow', PIN_COLORS[kind])} />
          {PIN_KIND_LABELS[kind]}
          {kind === 'live' && <span className="sr-only">(pulsing pin)</span>}
        </li>
      ))}
    </ul>
  );
}
