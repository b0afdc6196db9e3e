import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSettings } from '../api/get-settings';
import { isProRole } from '@shared/constants/roles';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { ApiKeysCard } from './api-keys-card';
import { LeadAlertsCard } from './lead-alerts-card';
import { SettingsForm } from './settings-form';
import { StoppedMailCard } from './stopped-mail-card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

/** /settings (signed in): notifications, security (two-factor preference, password) and privacy; agents' and brokers' API keys. */
export function SettingsScreen() {
  const settings = useSettings();
  const isPro = isProRole(useCurrentUser().data?.profile.role);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageTitle title="Settings" />
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">Settings</h1>
        <p className="text-slate-600">Manage your notifications, security and privacy.</p>
      </div>
      {settings.isPending ? (
        <PageSpinner label="Loading your settings…" />
      ) : settings.isError ? (
        <LoadFailedAlert what="your settings" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      {isPro && <LeadAlertsCard />}
      {isPro && <ApiKeysCard />}
      <StoppedMailCard />
    </div>
  );
}
