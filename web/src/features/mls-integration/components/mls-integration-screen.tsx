import { isProRole } from '@shared/constants/roles';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/use-session';
import { MlsAccessNotice } from './mls-access-notice';
import { MlsIntegration } from './mls-integration';

/** /mls-integration: agents and brokers connect their MLS here; everyone else is told why they cannot. */
export function MlsIntegrationScreen() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <MlsAccessNotice reason="signed-out" />;
  if (!isProRole(session.user.profile.role)) return <MlsAccessNotice reason="not-a-professional" />;
  return <MlsIntegration />;
}
