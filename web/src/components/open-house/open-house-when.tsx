/** When an open house is (already formatted in the listing's zone) and the agent's notes under it, if any. */
export function OpenHouseWhen({ when, notes }: { when: string; notes: string | null | undefined }) {
  return (
    <div>
      <p className="font-medium text-slate-900">{when}</p>
      {notes && <p className="text-sm text-slate-600">{notes}</p>}
    </div>
  );
}
