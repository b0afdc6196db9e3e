import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactElement } from 'react';
import { InquiryFieldsForm } from '../../../components/inquiry/inquiry-fields-form';
import { useSession } from '../../../lib/use-session';
import { useCreateProfileLead } from '../api/create-profile-lead';

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
  const send = useCreateProfileLead(userId);
  return (
    <InquiryFieldsForm
      idPrefix="contact"
      initialValues={{ name: visitor ? `${visitor.firstName} ${visitor.lastName}`.trim() : '', email: visitor?.email ?? '' }}
      mutation={send}
      submitLabel="Send Message"
      onSent={onSent}
    />
  );
}
