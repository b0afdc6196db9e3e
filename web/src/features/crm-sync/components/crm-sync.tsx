import { TitledCard } from '../../../components/ui/card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCrmConnection } from '../api/get-crm-connection';
import { ConnectionCard } from './connection-card';
import { FollowUpBossForm } from './follow-up-boss-form';
import { WebhookForm } from './webhook-form';

const TITLE = 'CRM Sync';

/** /crm: connect Follow Up Boss or a signed webhook; new leads are sent there. */
export function CrmSync() {
  const connection = useCrmConnection();
  const current = connection.data?.connection ?? null;
  const standIn = connection.data?.standIn ?? null;
  const isReplacing = current !== null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">Send every new lead (inquiries, profile contacts, open-house sign-ins) to your CRM as it arrives.</p>
      </div>
      {connection.isPending && <PageSpinner label="Loading your CRM connection…" />}
      {connection.isError && <LoadFailedAlert what="your CRM connection" onRetry={() => void connection.refetch()} />}
      {connection.isSuccess && (
        <>
          {current ? <ConnectionCard connection={current} /> : <p className="text-slate-700">No CRM is connected yet: leads stay on the Leads screen only.</p>}
          {standIn && (
            <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
              Running locally: the forms are filled in for the{' '}
              <a className="font-medium underline" href={new URL(standIn.webhookUrl).origin} target="_blank" rel="noreferrer">
                local CRM stand-in
              </a>
              , which shows everything it receives.
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <TitledCard
              title="Follow Up Boss"
              description="Leads arrive as events (Property Inquiry, General Inquiry, Visited Open House) with the person and the listing."
            >
              <FollowUpBossForm suggestedKey={standIn?.followUpBossApiKey ?? null} isReplacing={isReplacing} />
            </TitledCard>
            <TitledCard title="Webhook" description="For Zapier and other CRMs: a signed JSON POST per lead.">
              <WebhookForm suggestedUrl={standIn?.webhookUrl ?? null} isReplacing={isReplacing} />
            </TitledCard>
          </div>
          {isReplacing && <p className="text-sm text-slate-600">Connecting one of these replaces the current connection.</p>}
        </>
      )}
    </div>
  );
}
