import { FileText, PlugZap, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MLS_MESSAGES, type TMlsSyncType } from '@shared/constants/mls';
import type { TMlsConfiguration, TMlsTestResult } from '@shared/schemas/mls.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteMlsConfiguration } from '../api/delete-mls-configuration';
import { useStartMlsSync } from '../api/start-mls-sync';
import { useTestMlsConnection } from '../api/test-mls-connection';
import { reportDeleteError, reportSyncError, reportTestError, reportTestResult } from '../lib/mls-errors';
import { isSyncRunning } from '../lib/sync-status';
import { EditCredentialsDialog } from './edit-credentials-dialog';
import { EditRetsOverridesDialog } from './edit-rets-overrides-dialog';

type TConfigurationActionsProps = { configuration: TMlsConfiguration; onShowLogs: () => void };

/** Test, Sync (incremental or full), Credentials, Logs and Delete for one configuration, each with its pending label. */
export function ConfigurationActions({ configuration, onShowLogs }: TConfigurationActionsProps) {
  const test = useTestMlsConnection();
  const sync = useStartMlsSync();
  const remove = useDeleteMlsConfiguration();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isSyncing = configuration.latestSync !== null && isSyncRunning(configuration.latestSync);
  const isBusy = test.isPending || sync.isPending || remove.isPending;

  const runTest = () => test.mutate(configuration.id, { onSuccess: reportTestResult, onError: reportTestError });

  const runSync = (syncType: TMlsSyncType) =>
    sync.mutate(
      { configurationId: configuration.id, syncType },
      {
        onSuccess: () =>
          toast({
            title: MLS_MESSAGES.syncStarted,
            description: syncType === 'full' ? 'A full sync runs in the background.' : 'New and changed listings sync in the background.',
          }),
        onError: reportSyncError,
      },
    );

  const runDelete = () =>
    remove.mutate(configuration.id, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        toast({ title: MLS_MESSAGES.deleted, description: 'Its schedule and logs are gone; imported listings stay in your account.' });
      },
      onError: (error) => {
        setIsConfirmingDelete(false);
        reportDeleteError(error);
      },
    });

  const syncingLabel = (syncType: TMlsSyncType) => (sync.isPending && sync.variables.syncType === syncType ? 'Starting…' : null);
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      {test.data && <LastTestResult result={test.data} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={isBusy} onClick={runTest}>
          <PlugZap className="size-4" aria-hidden="true" />
          {test.isPending ? 'Testing…' : 'Test'}
        </Button>
        <Button size="sm" disabled={isBusy || isSyncing} onClick={() => runSync('incremental')}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {syncingLabel('incremental') ?? 'Sync'}
        </Button>
        <Button variant="secondary" size="sm" disabled={isBusy || isSyncing} onClick={() => runSync('full')}>
          {syncingLabel('full') ?? 'Full Sync'}
        </Button>
        <EditCredentialsDialog configuration={configuration} disabled={isBusy} />
        {configuration.protocol === 'RETS' && <EditRetsOverridesDialog configuration={configuration} disabled={isBusy} />}
        <Button variant="outline" size="sm" onClick={onShowLogs}>
          <FileText className="size-4" aria-hidden="true" />
          Logs
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" disabled={isBusy}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          }
          isOpen={isConfirmingDelete}
          onOpenChange={setIsConfirmingDelete}
          title={`Delete the ${configuration.mlsName} configuration?`}
          description="Its schedule, sync logs and listing mappings are deleted. Listings it imported stay in your account but no longer sync."
          confirmLabel="Delete Configuration"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onConfirm={runDelete}
        />
      </div>
    </div>
  );
}

/** What the last Test said, kept on the card after its toast has gone: how many of the feed are yours, and what the server offers. */
export function LastTestResult({ result }: { result: TMlsTestResult }) {
  return (
    <div
      role="status"
      aria-label="Last test"
      className={`min-w-0 rounded-md px-3 py-2 text-sm break-words ${result.success ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
    >
      <p className="font-medium">Last test: {result.message}</p>
      {result.details && <p className="mt-1 text-xs opacity-80">{result.details}</p>}
      {result.verification && <p className="mt-1">{result.verification.message}</p>}
    </div>
  );
}
