import { HeartOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSetListingSaved } from '../../../lib/api/set-listing-saved';
import { toast } from '../../../lib/toast';

/** A saved home whose listing is no longer published (unpublished or deleted): said so, with a way to remove it. */
export function UnavailableSavedHome({ propertyId, onRemoved }: { propertyId: string; onRemoved: () => void }) {
  const setSaved = useSetListingSaved();
  const remove = () =>
    setSaved.mutate(
      { propertyId, isSaved: false },
      {
        onSuccess: onRemoved,
        onError: () => toast({ title: 'Could not remove this home', description: 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <article
      aria-labelledby={`saved-${propertyId}-title`}
      className="flex h-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center"
    >
      <HeartOff className="size-8 text-slate-400" aria-hidden="true" />
      <h3 id={`saved-${propertyId}-title`} className="font-semibold text-slate-800">
        No longer available
      </h3>
      <p className="text-sm text-slate-600">The agent took this home off the site.</p>
      <Button variant="outline" size="sm" disabled={setSaved.isPending} onClick={remove}>
        {setSaved.isPending ? 'Removing…' : 'Remove'}
      </Button>
    </article>
  );
}
