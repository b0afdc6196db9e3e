import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FairHousingStatement } from '../../../components/fair-housing/fair-housing-statement';
import { ErrorAlert } from '../../../components/ui/alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatOpenHouse } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useSignInForm } from '../api/get-sign-in-form';
import { useCreateSignIn } from '../api/create-sign-in';
import { revealConfirmation } from '../lib/reveal-confirmation';
import { initialSignInValues } from '../lib/sign-in-values';
import { VisitorSignInForm, type TSignInSender } from './visitor-sign-in-form';

export const SIGNED_IN_TITLE = 'Thanks for signing in!';

/** What a visitor's phone opens from the QR code at the door. */
export function VisitorSignInScreen() {
  const { id = '' } = useParams();
  const signInForm = useSignInForm(id);
  const session = useSession();
  const createSignIn = useCreateSignIn();
  const [isDone, setIsDone] = useState(false);

  if (signInForm.isPending || session.status === 'loading') return <PageSpinner />;
  if (signInForm.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-8">
        <PageTitle title="Open house sign-in" />
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Open house sign-in</h1>
        <ErrorAlert>This sign-in sheet is not available. Please ask the agent at the door.</ErrorAlert>
      </div>
    );
  }
  const form = signInForm.data;
  const sender: TSignInSender = {
    mutate: (signIn, callbacks) => createSignIn.mutate({ openHouseId: id, signIn }, callbacks),
    isPending: createSignIn.isPending,
  };

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title={`Sign in · ${form.listingTitle}`} />
      <header className="space-y-1 break-words">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Open house sign-in</p>
        <h1 className="text-2xl font-bold text-slate-900">{form.listingTitle}</h1>
        <p className="text-slate-700">
          {form.address}, {form.city}, {form.state}
        </p>
        <p className="text-sm text-slate-600">{formatOpenHouse(form.startsAt, form.endsAt, form.timeZone)}</p>
      </header>
      {isDone ? (
        <div
          ref={revealConfirmation}
          tabIndex={-1}
          role="status"
          className="flex flex-col items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-6 py-10 text-center outline-none"
        >
          <CheckCircle2 className="size-10 text-brand-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">{SIGNED_IN_TITLE}</h2>
          <p className="text-slate-700">Enjoy the open house. The agent will be in touch.</p>
        </div>
      ) : (
        <VisitorSignInForm questions={form.questions} initialValues={initialSignInValues(session.user)} sender={sender} onSignedIn={() => setIsDone(true)} />
      )}
      <FairHousingStatement className="border-t border-slate-200 pt-4" />
    </div>
  );
}
