import { Link2, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useRevokeDayPlanShare, useShareDayPlan } from '../api/share-day-plan';

/** Share the plan read-only by link (copy it), or stop sharing (the link stops working at once). */
export function SharePanel({ date, shareUrl }: { date: string; shareUrl: string | null }) {
  const share = useShareDayPlan(date);
  const revoke = useRevokeDayPlanShare(date);
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const failed = share.isError || revoke.isError;
  return (
    <section aria-labelledby="share-heading" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="share-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Share2 className="size-4" aria-hidden="true" />
        Share this plan
      </h2>
      {shareUrl ? (
        <>
          <label htmlFor={linkId} className="text-sm text-slate-600">
            Anyone with this link can see the plan (read-only), without signing in.
          </label>
          <Input id={linkId} readOnly value={shareUrl} onFocus={(event) => event.target.select()} className="w-full text-sm" />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(shareUrl)}>
              <Link2 className="size-4" aria-hidden="true" />
              {copied ? 'Copied' : 'Copy link'}
            </Button>
            <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(undefined, { onSuccess: () => setCopied(false) })}>
              Stop sharing
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">Get a read-only link for a partner. You can stop sharing at any time.</p>
          <Button size="sm" disabled={share.isPending} onClick={() => share.mutate()}>
            {share.isPending ? 'Creating link…' : 'Share'}
          </Button>
        </>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          That did not work. Please try again.
        </p>
      )}
    </section>
  );
}
