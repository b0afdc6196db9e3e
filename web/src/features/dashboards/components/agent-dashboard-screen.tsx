import { Navigate } from 'react-router-dom';
import { isProRole } from '@shared/constants/roles';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/use-session';
import { AgentHomeScreen } from './agent-home-screen';

/** Agents and brokers only: anyone else (signed out included) is sent to /. The same screen as their `/`. */
export function AgentDashboardScreen() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out' || !isProRole(session.user.profile.role)) return <Navigate to="/" replace />;
  return <AgentHomeScreen user={session.user} />;
}
