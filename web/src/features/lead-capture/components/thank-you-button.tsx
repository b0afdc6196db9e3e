import { Send } from 'lucide-react';
import type { TSendThankYouResponse } from '@shared/schemas/lead-capture.schema';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSendThankYou } from '../api/send-thank-you';

const visitors = (count: number) => (count === 1 ? 'One visitor' : `${count} visitors`);

/** What one thank-you action did: who was e-mailed, who was not and why, and who it will try again. */
function thankYouSummary({ sent, skipped, withoutConsent, failed, overLimit }: TSendThankYouResponse): string {
  return [
    sent === 0 ? 'No visitor was thanked now.' : `${visitors(sent)} ${sent === 1 ? 'was' : 'were'} thanked.`,
    withoutConsent > 0 && `${visitors(withoutConsent)} did not consent to be contacted and ${withoutConsent === 1 ? 'was' : 'were'} not e-mailed.`,
    skipped > 0 && `${visitors(skipped)} ${skipped === 1 ? 'was' : 'were'} thanked before or unsubscribed.`,
    failed > 0 && `${visitors(failed)} could not be e-mailed: thank the visitors again to retry.`,
    overLimit > 0 && `${visitors(overLimit)} ${overLimit === 1 ? 'was' : 'were'} not e-mailed: today's limit on e-mails to new addresses is reached.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** After the open house: one e-mail to each visitor who consented to be contacted (never twice, never to those who unsubscribed). */
export function ThankYouButton({ propertyId, openHouseId }: { propertyId: string; openHouseId: string }) {
  const send = useSendThankYou();
  const click = () =>
    send.mutate(
      { propertyId, openHouseId },
      {
        onSuccess: (result) =>
          toast({
            title: result.failed + result.overLimit > 0 ? 'Thank-you partly sent' : 'Thank-you sent',
            description: thankYouSummary(result),
            variant: result.failed + result.overLimit > 0 ? 'destructive' : undefined,
          }),
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
