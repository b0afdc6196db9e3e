import { BarChart3, Building2, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { buttonClasses } from '../../../components/ui/button';
import { OpenHouseMapCard } from '../../../components/map/open-house-map/open-house-map-card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSignInRequired } from '../lib/use-sign-in-required';
import { ComingSoonCard } from './coming-soon-card';
import { DestinationCard } from './destination-card';
import { DashboardHeading } from './dashboard-heading';
import { RedirectingToSignIn } from './redirecting-to-sign-in';
import { TeamCard } from './team-card';
import { TeamPoolRulesCard } from './team-pool-rules-card';

const ACCESS_MESSAGE = 'Please sign in to access the broker dashboard.';

export function BrokerDashboardScreen() {
  const session = useSignInRequired(ACCESS_MESSAGE);
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <RedirectingToSignIn message={ACCESS_MESSAGE} />;
  return <BrokerDashboard user={session.user} />;
}

function BrokerDashboard({ user }: { user: TCurrentUser }) {
  const { brokerageName, role } = user.profile;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <DashboardHeading
        title="Broker Dashboard"
        subtitle={brokerageName ? `${brokerageName} · ${user.profile.displayName}` : user.profile.displayName}
        actions={
          isProRole(role) ? (
            <Link to="/agent/dashboard" className={buttonClasses({ variant: 'outline' })}>
              Open houses and profile
            </Link>
          ) : undefined
        }
      />
      {/* Join requests wait on the broker: above the map, whose list runs long on a phone. */}
      {role === 'BROKER' && <TeamCard />}
      {role === 'BROKER' && <TeamPoolRulesCard />}
      {role === 'BROKER' ? (
        <OpenHouseMapCard
          source={{ mode: 'broker' }}
          title="Brokerage Open Houses"
          description={brokerageName ? `Open houses of every agent at ${brokerageName}.` : 'Open houses of the agents in your brokerage.'}
          emptyState={{
            title: 'No open houses in your brokerage yet.',
            description: brokerageName
              ? `Open houses scheduled by the agents you approved into ${brokerageName} appear here.`
              : 'Add your brokerage name to your profile so your agents’ open houses appear here.',
          }}
        />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600">The brokerage open-house map is available to broker accounts.</p>
      )}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <ComingSoonCard icon={Wallet} title="Financial overview" description="Commissions, fees and payouts across your team." />
        <DestinationCard
          icon={BarChart3}
          title="Performance analytics"
          description="Views, saves, inquiries, open-house sign-ins and leads per agent and listing."
          to="/analytics"
        />
        <ComingSoonCard icon={Building2} title="Brokerage settings" description="Your brokerage's profile, branding and defaults." />
      </ul>
    </div>
  );
}
