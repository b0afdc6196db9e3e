import type { UseQueryResult } from '@tanstack/react-query';
import { DatabaseZap } from 'lucide-react';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { ConfigurationCard } from './configuration-card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

type TConfigurationsPanelProps = {
  configurations: UseQueryResult<TMlsConfiguration[]>;
  onShowLogs: (configurationId: string) => void;
};

/** The Configurations tab: loading, error, none yet, or one card per configuration. */
export function ConfigurationsPanel({ configurations, onShowLogs }: TConfigurationsPanelProps) {
  if (configurations.isPending) return <PageSpinner label="Loading your MLS configurations…" />;
  if (configurations.isError) return <LoadFailedAlert what="your MLS configurations" onRetry={() => void configurations.refetch()} />;
  if (configurations.data.length === 0) {
    return (
      <EmptyState icon={DatabaseZap} title="No MLS Configurations Yet">
        Add MLS Configuration with the address and credentials your MLS gave you, test the connection, then sync.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" aria-label="MLS configurations">
      {configurations.data.map((configuration) => (
        <li key={configuration.id}>
          <ConfigurationCard configuration={configuration} onShowLogs={onShowLogs} />
        </li>
      ))}
    </ul>
  );
}
