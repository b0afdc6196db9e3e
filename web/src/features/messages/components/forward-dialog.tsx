import { Forward, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { FORWARD_NOTE_MAX_LENGTH } from '@shared/constants/messages';
import { ZForwardRequestSchema, type TMessage } from '@shared/schemas/message.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useForwardMessage } from '../api/forward-message';

/** Forward: e-mail the inquiry to another address with an optional note. */
export function ForwardDialog({ message }: { message: TMessage }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          <Forward className="size-4" aria-hidden="true" />
          Forward
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">Forward message</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">Send “{message.subject}” to another e-mail address.</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ForwardForm messageId={message.id} onSent={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ForwardForm({ messageId, onSent }: { messageId: string; onSent: () => void }) {
  const form = useZodForm(ZForwardRequestSchema, { to: '', note: '' }, (values) => values);
  const forward = useForwardMessage();
  const { fieldProps } = form;

  const submit = form.handleSubmit((request) =>
    forward.mutate(
      { id: messageId, request },
      {
        onSuccess: () => {
          toast({ title: 'Message forwarded', description: `The message has been forwarded to ${request.to}.` });
          onSent();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
          const reason = error instanceof ApiError ? error.serverMessage : undefined;
          toast({ title: 'Forward failed', description: reason ?? 'Failed to forward the message. Please try again.', variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField id="forward-to" label="To (e-mail)" type="email" autoComplete="email" required {...fieldProps('to')} />
      <TextareaField id="forward-note" label="Note (optional)" rows={3} maxLength={FORWARD_NOTE_MAX_LENGTH} {...fieldProps('note')} />
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={forward.isPending}>
          {forward.isPending ? 'Forwarding...' : 'Forward'}
        </Button>
      </div>
    </form>
  );
}
