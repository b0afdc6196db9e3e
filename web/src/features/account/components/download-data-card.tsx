import { ACCOUNT_EXPORT_LINK_HOURS } from '@shared/constants/account-data';
import type { TAccountExport } from '@shared/schemas/account-data.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { isExportInProgress, useAccountExport, useRequestAccountExport } from '../api/account-export';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function progressText(accountExport: TAccountExport): string {
  if (accountExport.status === 'queued') return 'Queued: we will start preparing your data in a moment.';
  if (accountExport.status === 'running') return 'Preparing your data…';
  if (accountExport.status === 'failed') return 'We could not prepare your data. Please try again.';
  const until = accountExport.linkExpiresAt ? ` It works until ${formatDateTime(accountExport.linkExpiresAt, localZone())}.` : '';
  return `Ready: we e-mailed you a download link. Open it while signed in.${until}`;
}

/** /account: "Download my data" starts an export, shows its progress, and says where the link went. */
export function DownloadDataCard() {
  const current = useAccountExport();
  const request = useRequestAccountExport();
  const accountExport = current.data?.export ?? null;
  const isBusy = request.isPending || isExportInProgress(accountExport);
  const refusal =
    request.error instanceof ApiError ? request.error.serverMessage : request.error ? 'We could not start the export. Please try again.' : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          Get a copy of everything we hold about you: your profile, listings with their photos, open houses, leads, saved homes and searches, day plans,
          notifications, messages, consents and billing history. We e-mail you a link that works for {ACCOUNT_EXPORT_LINK_HOURS} hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {accountExport && (
          <p role="status" className={accountExport.status === 'failed' ? 'text-sm text-red-800' : 'text-sm text-slate-700'}>
            {progressText(accountExport)}
          </p>
        )}
        {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
        <Button variant="outline" disabled={isBusy || current.isPending} onClick={() => request.mutate()}>
          {isBusy ? 'Preparing your data…' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}
