import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRemoveSavedOpenHouse } from '../api/remove-saved-open-house';
import { cancelDepartureReminder } from '../../../lib/departure-reminders/departure-reminder';
import { reportRemoveError } from '../lib/saved-errors';

/** Removal is possible at any time (spec §4); its departure reminder goes with it. */
export function RemoveSavedButton({ openHouseId, name }: { openHouseId: string; name: string }) {
  const remove = useRemoveSavedOpenHouse();
  const onClick = () =>
    remove.mutate(openHouseId, {
      onSuccess: () => {
        cancelDepartureReminder(openHouseId);
        toast({ title: 'Removed', description: 'The open house was removed from your list.' });
      },
      onError: reportRemoveError,
    });
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={remove.isPending}
      onClick={onClick}
      aria-label={`Remove ${name}`}
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {remove.isPending ? 'Removing...' : 'Remove'}
    </Button>
  );
}
