export type TLeadsView = 'mine' | 'pool' | 'all';

const VIEWS: { value: TLeadsView; label: string }[] = [
  { value: 'mine', label: 'Mine' },
  { value: 'pool', label: 'Team pool' },
  { value: 'all', label: 'All' },
];

/** Mine / Team pool / All (the broker only): a row of toggle buttons, the current one pressed. */
export function LeadViewSwitch({ view, isBroker, onChange }: { view: TLeadsView; isBroker: boolean; onChange: (view: TLeadsView) => void }) {
  return (
    <div role="group" aria-label="Which leads" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {VIEWS.filter((v) => isBroker || v.value !== 'all').map((v) => (
        <button
          key={v.value}
          type="button"
          aria-pressed={view === v.value}
          onClick={() => onChange(v.value)}
          className={
            view === v.value
              ? 'rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white'
              : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100'
          }
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}
