import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TMessage } from '@shared/schemas/message.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteMessage } from '../api/delete-message';

/** Delete, after a confirmation: the message leaves the agent's mailbox for good. */
export function DeleteMessageButton({ message, onDeleted }: { message: TMessage; onDeleted: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteMessage();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Delete this message?"
      description={`The message from ${message.from} will be deleted permanently. This cannot be undone.`}
      confirmLabel="Delete Message"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(message.id, {
          onSuccess: () => {
            setIsOpen(false);
            onDeleted();
          },
        })
      }
    />
  );
}
