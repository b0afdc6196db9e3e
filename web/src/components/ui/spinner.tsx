import { LoaderCircle } from 'lucide-react';

/** A centred loading state for a whole screen, announced politely to screen readers. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <LoaderCircle className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
