import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { AgentAvatar } from '../../../components/property/agent-avatar';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';
import { RecentListings } from './recent-listings';
import { StatTiles } from './stat-tiles';
import { PaymentFailedBanner } from './payment-failed-banner';
import { SubscriptionBanner } from './subscription-banner';
import { TrialBanner } from './trial-banner';

/** `/` and `/dashboard` for agents and brokers: their counts and their latest listings. */
export function AgentHomeScreen({ user }: { user: TCurrentUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.profile.displayName;
  const isBroker = user.profile.role === 'BROKER';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title="Dashboard" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <AgentAvatar name={name} photoUrl={user.profileImageUrl ?? user.profile.avatarUrl} size="lg" />
          <div>
            <h1 className="text-3xl font-bold text-slate-900">Welcome back, {user.firstName || user.profile.displayName}</h1>
            <p className="text-slate-600">
              {name} · {isBroker ? ROLE_LABELS.BROKER : ROLE_LABELS.AGENT}
            </p>
          </div>
        </div>
        <Link to="/create-listing" className={buttonClasses()}>
          <Plus className="size-4" aria-hidden="true" />
          New Listing
        </Link>
      </div>

      {/* Inactive yet allowed to list: a failed payment the provider is still retrying. */}
      {user.subscriptionStatus === 'active' ? <TrialBanner /> : user.canList ? <PaymentFailedBanner /> : <SubscriptionBanner />}
      <StatTiles />
      <RecentListings userId={user.id} />

      <nav aria-label="More dashboards" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <TextLink to="/agent/dashboard">Agent Dashboard</TextLink>
        {isBroker && <TextLink to="/broker/dashboard">Broker Dashboard</TextLink>}
      </nav>
    </div>
  );
}
