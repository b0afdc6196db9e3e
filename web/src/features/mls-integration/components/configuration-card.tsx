import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { formatSyncFrequency, formatSyncTime } from '../lib/format-sync';
import { syncStatusView } from '../lib/sync-status';
import { ConfigurationActions } from './configuration-actions';
import { ConfigurationSwitches } from './configuration-switches';
import { MemberVerifications } from './member-verifications';
import { DetailItem } from '../../../components/ui/detail-item';
import { RunningSync } from './running-sync';

type TConfigurationCardProps = { configuration: TMlsConfiguration; onShowLogs: (configurationId: string) => void };

/** One MLS connection: where it points, its state and schedule, a running sync's progress, and its actions. */
export function ConfigurationCard({ configuration, onShowLogs }: TConfigurationCardProps) {
  const titleId = `mls-configuration-${configuration.id}-title`;
  const { source } = configuration;
  // A registered MLS lists its ids with their standing instead; a private feed has nothing to prove.
  const showsMembers = source.kind === 'registered' && configuration.members.length > 0;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <article aria-labelledby={titleId} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {configuration.mlsName}
            </h2>
            <p className="text-sm break-all text-slate-600">{configuration.providerUrl}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{configuration.protocol}</Badge>
            <Badge tone={configuration.isActive ? 'success' : 'neutral'}>{configuration.isActive ? 'Active' : 'Inactive'}</Badge>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <DetailItem term="Source" value={source.kind === 'registered' ? source.mlsName : 'Private feed'} />
          <DetailItem term="Username" value={configuration.username} />
          {!showsMembers && configuration.agentMlsId && <DetailItem term="Agent MLS ID" value={configuration.agentMlsId} />}
          {!showsMembers && configuration.officeMlsId && <DetailItem term="Office MLS ID" value={configuration.officeMlsId} />}
          <DetailItem term="Last sync" value={configuration.lastSyncAt ? formatSyncTime(configuration.lastSyncAt) : 'Never'} />
          <DetailItem term="Sync frequency" value={formatSyncFrequency(configuration.syncFrequency)} />
          {configuration.autoSync && (
            <DetailItem
              term="Next scheduled sync"
              value={configuration.nextSyncAt ? formatSyncTime(configuration.nextSyncAt) : 'Not scheduled while inactive'}
            />
          )}
        </dl>
        {showsMembers && <MemberVerifications configuration={configuration} mlsName={source.mlsName} />}
        <ConfigurationSwitches configuration={configuration} />
        {configuration.latestSync && syncStatusView(configuration.latestSync) === 'failed' && (
          <p className="text-sm text-red-700">The last sync failed. Open Logs for what went wrong.</p>
        )}
        {configuration.latestSync?.heldAsDraftReason && (
          <p className="text-sm text-amber-800">
            {formatNumber(configuration.latestSync.propertiesHeldAsDrafts)} active MLS listings were kept as drafts.{' '}
            {configuration.latestSync.heldAsDraftReason}
          </p>
        )}
        <RunningSync configuration={configuration} />
        <ConfigurationActions configuration={configuration} onShowLogs={() => onShowLogs(configuration.id)} />
      </article>
    </Card>
  );
}
