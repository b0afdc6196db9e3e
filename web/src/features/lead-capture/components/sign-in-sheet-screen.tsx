import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useOwnSignInForm } from '../api/get-own-sign-in-form';
import { MailLimitNotice } from './mail-limit-notice';
import { PrintableSignInSheet } from './printable-sign-in-sheet';
import { SecondMessageSettings } from './second-message-settings';
import { SignInQuestionsEditor } from './sign-in-questions-editor';
import { ThankYouButton } from './thank-you-button';

/** The agent's sign-in sheet of one open house: its questions, then the page to print. */
export function SignInSheetScreen() {
  const { propertyId = '', openHouseId = '' } = useParams();
  const form = useOwnSignInForm({ propertyId, openHouseId });

  if (form.isPending) return <PageSpinner />;
  if (form.isError) {
    const isMissing = form.error instanceof ApiError && [403, 404].includes(form.error.status);
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title="Sign-in sheet" />
        <ErrorAlert>
          {isMissing ? 'This open house is not one of yours, or it was removed.' : 'We could not load this sign-in sheet.'}{' '}
          <Link to="/manage-open-houses" className="font-medium underline">
            Back to your open houses
          </Link>
        </ErrorAlert>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 print:max-w-none print:p-0">
      <PageTitle title={`Sign-in sheet · ${form.data.listingTitle}`} />
      <div className="space-y-2 print:hidden">
        <Link to="/manage-open-houses" className="text-sm font-medium text-brand-800 underline">
          Back to your open houses
        </Link>
        <h1 className="text-2xl font-bold break-words text-slate-900">Sign-in sheet</h1>
        <MailLimitNotice timeZone={form.data.timeZone} />
      </div>
      <div className="print:hidden">
        <SignInQuestionsEditor
          key={String(form.data.isSaved)}
          propertyId={propertyId}
          openHouseId={openHouseId}
          questions={form.data.questions}
          isSaved={form.data.isSaved}
        />
      </div>
      {form.data.isSaved && new Date(form.data.endsAt).getTime() <= Date.now() && (
        <section aria-labelledby="follow-up-heading" className="space-y-2 print:hidden">
          <h2 id="follow-up-heading" className="text-lg font-semibold text-slate-900">
            After the open house
          </h2>
          <p className="text-sm text-slate-600">
            E-mail each visitor a thank-you with the listing's link. Nobody gets it twice; those who unsubscribed get nothing.
          </p>
          {form.data.thankedAutomaticallyAt && (
            <p className="text-sm text-slate-700">
              Sent automatically when the open house ended ({formatDateTime(form.data.thankedAutomaticallyAt, form.data.timeZone)}). Press the button to thank
              anyone not thanked yet.
            </p>
          )}
          <ThankYouButton propertyId={propertyId} openHouseId={openHouseId} />
        </section>
      )}
      {form.data.isSaved && <SecondMessageSettings propertyId={propertyId} openHouseId={openHouseId} timeZone={form.data.timeZone} />}
      {form.data.isSaved ? (
        <section aria-labelledby="sheet-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <h2 id="sheet-heading" className="text-lg font-semibold text-slate-900">
              The sheet to print
            </h2>
            <div className="flex flex-wrap gap-2">
              <Link to={`/open-house/${encodeURIComponent(openHouseId)}/sign-in`} className={buttonClasses({ variant: 'outline' })}>
                Open the visitor's page
              </Link>
              <Link to={`/open-house/${encodeURIComponent(openHouseId)}/kiosk`} className={buttonClasses({ variant: 'outline' })}>
                Kiosk mode
              </Link>
              <Button onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                Print
              </Button>
            </div>
          </div>
          <PrintableSignInSheet form={form.data} />
        </section>
      ) : (
        <p className="text-sm text-slate-600 print:hidden">Save your questions (or none) to open the sign-in and get the sheet with its QR code.</p>
      )}
    </div>
  );
}
