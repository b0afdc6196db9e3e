import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRemoveOpenHouse } from '../api/remove-open-house';

/** Removes one open house (the listing stays), after a confirmation naming it. */
export function DeleteOpenHouseButton({ propertyId, openHouseId, description }: { propertyId: string; openHouseId: string; description: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const removal = useRemoveOpenHouse();

  const confirm = async () => {
    try {
      await removal.mutateAsync({ propertyId, openHouseId });
      toast({ title: 'Open House Deleted', description: 'The open house was removed from the schedule.' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast({ title: 'Error', description: 'Failed to delete open house. Please try again.', variant: 'destructive' });
    } finally {
      setIsOpen(false);
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete open house ${description}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Delete this open house?"
      description={`${description} will be removed. Buyers who saved it will see that it was removed. The listing stays.`}
      confirmLabel="Delete Open House"
      pendingLabel="Deleting..."
      isPending={removal.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
