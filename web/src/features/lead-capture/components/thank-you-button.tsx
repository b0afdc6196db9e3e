import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSendThankYou } from '../api/send-thank-you';

/** After the open house: one e-mail to each visitor who signed in (never twice, never to those who unsubscribed). */
export function ThankYouButton({ propertyId, openHouseId }: { propertyId: string; openHouseId: string }) {
  const send = useSendThankYou();
  const click = () =>
    send.mutate(
      { propertyId, openHouseId },
      {
        onSuccess: ({ sent }) => toast({ title: 'Thank-you sent', description: sent === 1 ? 'One visitor was thanked.' : `${sent} visitors were thanked.` }),
        onError: () => toast({ title: 'Error', description: 'Failed to send the thank-you. Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <Button onClick={click} disabled={send.isPending}>
      <Send className="size-4" aria-hidden="true" />
      {send.isPending ? 'Sending...' : 'Thank the visitors'}
    </Button>
  );
}
