import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactElement } from 'react';
import { ZCreateLeadRequestSchema } from '@shared/schemas/lead.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProfileLead } from '../api/create-profile-lead';

const SENT_MESSAGE = 'Your inquiry has been sent successfully!';
const FAILED_MESSAGE = 'Failed to send inquiry. Please try again.';

type TContactDialogProps = { userId: string; name: string; trigger: ReactElement };

/**
 * The Contact Agent / Contact Broker form in a dialog (focus trapped, Escape closes, focus returns to the
 * button). Name and email are required; a signed-in visitor's own are filled in.
 */
export function ContactDialog({ userId, name, trigger }: TContactDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">Contact {name}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">Send a message; {name} will reply by email.</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ContactForm userId={userId} onSent={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ContactForm({ userId, onSent }: { userId: string; onSent: () => void }) {
  const session = useSession();
  const visitor = session.status === 'signed-in' ? session.user : null;
  const initial = { name: visitor ? `${visitor.firstName} ${visitor.lastName}`.trim() : '', email: visitor?.email ?? '', phone: '', message: '' };
  const form = useZodForm(ZCreateLeadRequestSchema, initial, ({ name, email, phone, message }) => ({
    name,
    email,
    phone: phone.trim() || undefined,
    message: message.trim() || undefined,
  }));
  const send = useCreateProfileLead(userId);
  const { values, errors, setValue } = form;

  const submit = form.handleSubmit((payload) =>
    send.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Inquiry Sent', description: SENT_MESSAGE });
        onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast({ title: 'Too many inquiries', description: error.serverMessage ?? FAILED_MESSAGE, variant: 'destructive' });
          return;
        }
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Error', description: FAILED_MESSAGE, variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField id="contact-name" label="Name" autoComplete="name" required value={values.name} onValueChange={(v) => setValue('name', v)} error={errors.name} />
      <TextField id="contact-email" label="Email" type="email" autoComplete="email" required value={values.email} onValueChange={(v) => setValue('email', v)} error={errors.email} />
      <TextField id="contact-phone" label="Phone (optional)" type="tel" autoComplete="tel" value={values.phone} onValueChange={(v) => setValue('phone', v)} error={errors.phone} />
      <TextareaField id="contact-message" label="Message (optional)" rows={4} value={values.message} onValueChange={(v) => setValue('message', v)} error={errors.message} />
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
