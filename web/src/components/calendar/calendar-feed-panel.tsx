import { CalendarSync, Copy, ExternalLink, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { TCalendarFeedKind } from '@shared/constants/calendar';
import { useCalendarFeed } from '../../lib/api/get-calendar-feed';
import { useResetCalendarFeed } from '../../lib/api/reset-calendar-feed';
import { googleSubscribeUrl, outlookSubscribeUrl, webcalUrlOf } from '../../lib/calendar-links';
import { toast } from '../../lib/toast';
import { Button, buttonClasses } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Input } from '../ui/input';
import { LoadFailedAlert } from '../ui/load-failed-alert';

const COPY: Record<TCalendarFeedKind, { description: string; name: string }> = {
  agent: {
    description: 'All your open houses (from 90 days ago on) in your calendar app, kept up to date as you add, change or remove them.',
    name: 'My open houses',
  },
  buyer: {
    description: "The open houses you saved or RSVP'd to in your calendar app, kept up to date (cancelled RSVPs and removed open houses drop out).",
    name: 'Saved open houses',
  },
};

/**
 * A person's private calendar subscription: the secret address to copy, subscribe links for Google
 * Calendar, Outlook and the device's calendar app (webcal://), and a reset that retires the address.
 */
export function CalendarFeedPanel({ kind }: { kind: TCalendarFeedKind }) {
  const feed = useCalendarFeed(kind);
  const reset = useResetCalendarFeed(kind);
  const [isConfirming, setConfirming] = useState(false);
  const headingId = useId();
  const inputId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Feed address copied', description: 'Paste it into your calendar app\'s "subscribe by URL".' });
    } catch {
      toast({ title: 'Could not copy the address', description: 'Select the address and copy it yourself.', variant: 'destructive' });
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Feed address reset', description: 'Calendars using the old address stop updating. Subscribe again with the new one.' });
      },
      onError: () => toast({ title: 'Could not reset the feed', description: 'Please try again.', variant: 'destructive' }),
    });

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <CalendarSync className="size-5 text-brand-700" aria-hidden="true" />
            Calendar feed
          </CardTitle>
          <CardDescription>{COPY[kind].description} Keep the address private: anyone who has it can see these open houses.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {feed.isPending && (
            <p role="status" className="text-sm text-slate-600">
              Loading your feed address…
            </p>
          )}
          {feed.isError && <LoadFailedAlert what="your calendar feed address" onRetry={() => void feed.refetch()} />}
          {feed.data && (
            <>
              <div className="space-y-1">
                <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                  Feed address
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id={inputId} readOnly value={feed.data.url} className="min-w-0 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
                  <Button variant="outline" className="shrink-0" onClick={() => void copy(feed.data.url)}>
                    <Copy className="size-4" aria-hidden="true" />
                    Copy URL
                  </Button>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={googleSubscribeUrl(feed.data.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  Subscribe in Google Calendar
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <a
                  href={outlookSubscribeUrl(feed.data.url, COPY[kind].name)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  Subscribe in Outlook
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <a href={webcalUrlOf(feed.data.url)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  Open in calendar app
                </a>
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="sm">
                      <RotateCcw className="size-4" aria-hidden="true" />
                      Reset address
                    </Button>
                  }
                  isOpen={isConfirming}
                  onOpenChange={setConfirming}
                  title="Reset the calendar feed address?"
                  description="The current address stops working at once: calendars subscribed to it stop updating until you subscribe again with the new address."
                  confirmLabel="Reset address"
                  pendingLabel="Resetting…"
                  isPending={reset.isPending}
                  onConfirm={confirmReset}
                />
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
