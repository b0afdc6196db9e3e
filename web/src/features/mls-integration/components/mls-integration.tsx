import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { useMlsConfigurations } from '../api/get-mls-configurations';
import { AddConfigurationDialog } from './add-configuration-dialog';
import { ConfigurationsPanel } from './configurations-panel';
import { SyncLogsPanel } from './sync-logs-panel';

const TITLE = 'MLS Integration';
type TTab = 'configurations' | 'logs';

export function MlsIntegration() {
  const configurations = useMlsConfigurations();
  const [tab, setTab] = useState<TTab>('configurations');
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A deleted configuration's logs cannot be shown: back to 'Select a Configuration'.
  const selectedId = chosenId && configurations.data?.some((configuration) => configuration.id === chosenId) ? chosenId : null;

  const showLogs = (configurationId: string) => {
    setChosenId(configurationId);
    setTab('logs');
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
          <p className="mt-1 text-slate-600">Sync the listings you already have in an MLS instead of typing them again.</p>
        </div>
        <AddConfigurationDialog />
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TTab)} className="space-y-4">
        <Tabs.List aria-label="MLS integration" className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
          <TabTrigger value="configurations" label="Configurations" />
          <TabTrigger value="logs" label="Sync Logs" />
        </Tabs.List>
        <Tabs.Content value="configurations" className="focus-visible:outline-none">
          <ConfigurationsPanel configurations={configurations} onShowLogs={showLogs} />
        </Tabs.Content>
        <Tabs.Content value="logs" className="focus-visible:outline-none">
          <SyncLogsPanel configurations={configurations.data ?? []} selectedId={selectedId} onSelect={setChosenId} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function TabTrigger({ value, label }: { value: TTab; label: string }) {
  return (
    <Tabs.Trigger
      value={value}
      className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
    >
      {label}
    </Tabs.Trigger>
  );
}
