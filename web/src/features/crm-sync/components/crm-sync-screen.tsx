import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { PageTitle } from '../../../components/ui/page-title';
import { CrmSync } from './crm-sync';

/** /crm (signed in): agents and brokers connect their CRM; anyone else is told it is not for them. */
export function CrmSyncScreen({ user }: { user: TCurrentUser }) {
  if (!isProRole(user.profile.role)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title="CRM Sync" />
        <ErrorAlert>CRM sync is for agents and brokers.</ErrorAlert>
      </div>
    );
  }
  return <CrmSync />;
}
