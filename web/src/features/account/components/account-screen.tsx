import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAccount } from '../api/get-account';
import { AccountForm } from './account-form';
import { isProRole } from '@shared/constants/roles';
import { BillingCard } from './billing-card';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadDataCard } from './download-data-card';
import { ProfileOverviewCard } from './profile-overview-card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

/** /account (signed in): Profile Overview beside the personal and professional information form. */
export function AccountScreen() {
  const account = useAccount();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title="Account" />
      <div className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">Account</h1>
        <p className="text-slate-600">Manage your personal information and profile photo.</p>
      </div>
      {account.isPending ? (
        <PageSpinner label="Loading your account…" />
      ) : account.isError ? (
        <LoadFailedAlert what="your account" onRetry={() => void account.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-1">
            <ProfileOverviewCard account={account.data} />
            {isProRole(account.data.role) && <BillingCard />}
          </div>
          <div className="space-y-6 lg:col-span-2">
            <AccountForm account={account.data} />
            <DownloadDataCard />
            <DeleteAccountCard />
          </div>
        </div>
      )}
    </div>
  );
}
