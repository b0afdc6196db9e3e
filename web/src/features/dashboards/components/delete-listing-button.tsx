import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteProperty } from '../api/delete-property';

/** Delete, after a confirmation naming the listing. */
export function DeleteListingButton({ propertyId, address }: { propertyId: string; address: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteProperty();

  const confirm = async () => {
    try {
      await deletion.mutateAsync(propertyId);
      toast({ title: 'Listing Deleted', description: 'Property and open house deleted successfully' });
    } catch (error) {
      // A 401 has already told the user they are logged out.
      if (!(error instanceof ApiError && error.status === 401)) toast({ title: 'Error', description: 'Failed to delete property.', variant: 'destructive' });
    } finally {
      setIsOpen(false);
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${address}`} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Delete this listing?"
      description={`${address} and its open houses will be removed. This cannot be undone. Inquiries you received stay available to you.`}
      confirmLabel="Delete Listing"
      pendingLabel="Deleting..."
      isPending={deletion.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
