/** One term and its value in a description list (`<dl>`); a long value (an address, a URL) wraps anywhere rather than widen a phone's screen. */
export function DetailItem({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}
