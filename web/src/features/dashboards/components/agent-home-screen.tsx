import { Palette, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { buttonClasses } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { AgentOpenHousesCard } from './agent-open-houses-card';
import { AgentProfileCard } from './agent-profile-card';
import { AgentQuickActions } from './agent-quick-actions';
import { DashboardHeading } from './dashboard-heading';
import { PaymentFailedBanner } from './payment-failed-banner';
import { RecentListings } from './recent-listings';
import { LinkedListings } from '../../../components/property/linked-listings';
import { StatTiles } from './stat-tiles';
import { SubscriptionBanner } from './subscription-banner';
import { TrialBanner } from './trial-banner';
import { UnreadNotificationsLink } from './unread-notifications-link';
import { welcomeWord } from '../../../lib/returning-visitor';

/**
 * The one dashboard of an agent or broker, whichever way they arrive (`/`, `/dashboard`, `/agent/dashboard`,
 * where sign-up lands): where their plan stands (trial days, a failed payment, no plan), their counts, what
 * they can do next, their latest listings, their profile and their open houses.
 */
export function AgentHomeScreen({ user }: { user: TCurrentUser }) {
  const isBroker = user.profile.role === 'BROKER';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <DashboardHeading
        title="Agent Dashboard"
        subtitle={`${welcomeWord()}, ${user.firstName || user.profile.displayName} · ${isBroker ? ROLE_LABELS.BROKER : ROLE_LABELS.AGENT}`}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to="/theme" className={buttonClasses({ variant: 'outline' })}>
              <Palette className="size-4" aria-hidden="true" />
              Customize
            </Link>
            <Link to="/create-listing" className={buttonClasses()}>
              <Plus className="size-4" aria-hidden="true" />
              New Listing
            </Link>
          </div>
        }
      />

      {/* Inactive yet allowed to list: a failed payment the provider is still retrying. */}
      {user.subscriptionStatus === 'active' ? <TrialBanner /> : user.canList ? <PaymentFailedBanner /> : <SubscriptionBanner />}
      <StatTiles />
      <UnreadNotificationsLink />
      <AgentQuickActions />
      <RecentListings userId={user.id} />
      <LinkedListings userId={user.id} isOwn heading="Co-listed and office listings" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <AgentProfileCard user={user} />
        <AgentOpenHousesCard />
      </div>

      {isBroker && (
        <nav aria-label="More dashboards" className="text-sm">
          <TextLink to="/broker/dashboard">Broker Dashboard</TextLink>
        </nav>
      )}
    </div>
  );
}
