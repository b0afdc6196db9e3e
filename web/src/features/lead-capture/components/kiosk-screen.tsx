import { CheckCircle2, CloudOff, Maximize } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { KIOSK_SIGN_INS_PER_HOUR } from '@shared/constants/lead-capture';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatOpenHouse } from '../../../lib/format';
import { useSignInForm } from '../api/get-sign-in-form';
import { revealConfirmation } from '../lib/reveal-confirmation';
import { initialSignInValues } from '../lib/sign-in-values';
import { useSignInQueue } from '../lib/use-sign-in-queue';
import { RefusedSignIns } from './refused-sign-ins';
import { VisitorSignInForm, type TSignInSender } from './visitor-sign-in-form';
import { FairHousingNotice } from '../../../components/fair-housing/fair-housing-notice';

/** Why sign-ins wait after a 429: the kiosk meets the same per-connection limit as a visitor's phone. */
export const KIOSK_RATE_LIMITED = `your kiosks reached the hourly limit of ${KIOSK_SIGN_INS_PER_HOUR} sign-ins. They are kept here and sent on their own as the limit allows.`;

/** How long the thank-you stays before the kiosk is ready for the next visitor. */
const THANKS_MS = 5_000;

/** The tablet at the door: large controls, a fresh form per visitor, sign-ins kept until they are sent. */
export function KioskScreen() {
  const { id = '' } = useParams();
  const signInForm = useSignInForm(id);
  const queue = useSignInQueue();
  const [visitor, setVisitor] = useState(0);
  const [isThanking, setIsThanking] = useState(false);

  useEffect(() => {
    if (!isThanking) return;
    const timer = setTimeout(() => {
      setIsThanking(false);
      setVisitor((count) => count + 1);
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [isThanking]);

  if (signInForm.isPending) return <PageSpinner />;
  if (signInForm.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-8">
        <PageTitle title="Kiosk" />
        <ErrorAlert>This sign-in sheet is not available. Save its questions on the sign-in sheet page first.</ErrorAlert>
      </div>
    );
  }
  const form = signInForm.data;
  const sender: TSignInSender = {
    mutate: (signIn, callbacks) => {
      queue.add({ openHouseId: id, signIn });
      callbacks.onSuccess();
    },
    isPending: false,
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 text-lg">
      <PageTitle title={`Kiosk · ${form.listingTitle}`} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <header className="min-w-0 space-y-1 break-words">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Welcome! Please sign in</p>
          <h1 className="text-3xl font-bold text-slate-900">{form.listingTitle}</h1>
          <p className="text-slate-700">{formatOpenHouse(form.startsAt, form.endsAt, form.timeZone)}</p>
        </header>
        <Button variant="outline" size="lg" onClick={() => void document.documentElement.requestFullscreen?.()}>
          <Maximize className="size-5" aria-hidden="true" />
          Full screen
        </Button>
      </div>
      <p role="status" className="flex min-h-6 items-center gap-2 text-base text-slate-600">
        {queue.waiting > 0 && (
          <>
            <CloudOff className="size-5" aria-hidden="true" />
            {queue.waiting === 1 ? '1 sign-in waiting to send' : `${queue.waiting} sign-ins waiting to send`}
            {queue.isRateLimited && `: ${KIOSK_RATE_LIMITED}`}
          </>
        )}
      </p>
      <RefusedSignIns refused={queue.refused} onRetry={queue.retry} onDiscard={queue.discard} />
      {isThanking ? (
        <div
          ref={revealConfirmation}
          tabIndex={-1}
          className="flex flex-col items-center gap-4 rounded-xl border border-brand-100 bg-brand-50 px-6 py-16 text-center outline-none"
        >
          <CheckCircle2 className="size-14 text-brand-700" aria-hidden="true" />
          <h2 className="text-2xl font-semibold text-slate-900">Thanks for signing in!</h2>
          <p className="text-slate-700">Enjoy the open house.</p>
        </div>
      ) : (
        <VisitorSignInForm
          key={visitor}
          questions={form.questions}
          initialValues={initialSignInValues(null)}
          sender={sender}
          onSignedIn={() => setIsThanking(true)}
          isLarge
        />
      )}
      {/* No link on a kiosk: a visitor must not wander off the sheet on the agent's tablet. */}
      <FairHousingNotice hasLink={false} />
    </div>
  );
}
