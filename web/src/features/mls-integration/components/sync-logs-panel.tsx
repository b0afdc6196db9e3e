import { ListChecks } from 'lucide-react';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { useMlsSyncLogs } from '../api/get-mls-sync-logs';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { SyncLogEntry } from './sync-log-entry';

type TSyncLogsPanelProps = {
  configurations: readonly TMlsConfiguration[];
  selectedId: string | null;
  onSelect: (configurationId: string) => void;
};

/** The Sync Logs tab: choose a configuration, then its runs newest first. */
export function SyncLogsPanel({ configurations, selectedId, onSelect }: TSyncLogsPanelProps) {
  const options = configurations.map((configuration) => ({ value: configuration.id, label: `${configuration.mlsName} · ${configuration.providerUrl}` }));
  return (
    <div className="space-y-4">
      <SelectField
        id="mls-log-configuration"
        label="Configuration"
        value={selectedId ?? ''}
        options={options}
        onValueChange={onSelect}
        placeholder="Choose a configuration"
      />
      {selectedId ? (
        <SyncLogList configurationId={selectedId} mlsName={configurations.find((configuration) => configuration.id === selectedId)?.mlsName ?? 'MLS'} />
      ) : (
        <EmptyState icon={ListChecks} title="Select a Configuration">
          Choose a configuration above, or press Logs on one of your configurations, to see its sync history.
        </EmptyState>
      )}
    </div>
  );
}

function SyncLogList({ configurationId, mlsName }: { configurationId: string; mlsName: string }) {
  const logs = useMlsSyncLogs(configurationId);
  if (logs.isPending) return <PageSpinner label="Loading sync logs…" />;
  if (logs.isError) return <LoadFailedAlert what="the sync logs" onRetry={() => void logs.refetch()} />;
  if (logs.data.length === 0) {
    return (
      <EmptyState icon={ListChecks} title="No Syncs Yet">
        Press Sync on the configuration to import its listings; each run is logged here.
      </EmptyState>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Sync runs, newest first">
      {logs.data.map((log) => (
        <li key={log.id}>
          <SyncLogEntry log={log} mlsName={mlsName} />
        </li>
      ))}
    </ol>
  );
}
