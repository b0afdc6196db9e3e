import { Palette } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { isProRole, ROLE_LABELS } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/use-session';
import { AgentOpenHousesCard } from './agent-open-houses-card';
import { AgentProfileCard } from './agent-profile-card';
import { AgentQuickActions } from './agent-quick-actions';
import { DashboardHeading } from './dashboard-heading';

/** Agents and brokers only: anyone else (signed out included) is sent to /. */
export function AgentDashboardScreen() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out' || !isProRole(session.user.profile.role)) return <Navigate to="/" replace />;
  return <AgentDashboard user={session.user} />;
}

function AgentDashboard({ user }: { user: TCurrentUser }) {
  const roleLabel = user.profile.role === 'BROKER' ? ROLE_LABELS.BROKER : ROLE_LABELS.AGENT;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <DashboardHeading
        title="Agent Dashboard"
        subtitle={`Welcome back, ${user.firstName || user.profile.displayName} · ${roleLabel}`}
        actions={
          <Link to="/theme" className={buttonClasses({ variant: 'outline' })}>
            <Palette className="size-4" aria-hidden="true" />
            Customize
          </Link>
        }
      />
      <AgentQuickActions />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <AgentProfileCard user={user} />
        <AgentOpenHousesCard />
      </div>
    </div>
  );
}
