import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useDeleteProperty } from '../../lib/api/delete-property';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

type TDeleteListingButtonProps = {
  propertyId: string;
  /** How the listing is named in the button's label and the confirmation (its address or title). */
  name: string;
  /** An icon-only button in tables; with its text elsewhere. */
  hasText?: boolean;
};

/** Delete a listing and its open houses, after a confirmation naming it (agent home, Manage Open Houses). */
export function DeleteListingButton({ propertyId, name, hasText = false }: TDeleteListingButtonProps) {
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
        <Button
          variant={hasText ? 'outline' : 'ghost'}
          size="sm"
          aria-label={hasText ? `Delete listing ${name}` : `Delete ${name}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {hasText && 'Delete listing'}
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Delete this listing?"
      description={`${name} and its open houses will be removed. This cannot be undone. Inquiries you received stay available to you.`}
      confirmLabel="Delete Listing"
      pendingLabel="Deleting..."
      isPending={deletion.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
