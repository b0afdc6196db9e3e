import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { AgentHomeScreen } from './agent-home-screen';
import { DashboardHeading } from './dashboard-heading';

type TDestination = { label: string; to: string; description: string };

const BUYER_DESTINATIONS: readonly TDestination[] = [
  { label: 'Browse Listings', to: '/listings', description: 'Homes for sale and their next open houses.' },
  { label: 'Open House Map', to: '/map', description: 'Open houses today, this week and this month on the map.' },
  { label: 'Saved Open Houses', to: '/saved-open-houses', description: 'The open houses you saved and your RSVPs.' },
  { label: 'Buyer Portal', to: '/buyer/home', description: 'Your buying preferences and what is coming for buyers.' },
];

/** `/` and `/dashboard` when signed in: the agent home for agents and brokers, a welcome for buyers. */
export function SignedInHomeScreen({ user }: { user: TCurrentUser }) {
  if (isProRole(user.profile.role)) return <AgentHomeScreen user={user} />;
  return <WelcomeScreen user={user} />;
}

/** A buyer cannot list: greet them and point to the screens that exist for them. */
function WelcomeScreen({ user }: { user: TCurrentUser }) {
  const name = user.firstName || user.profile.displayName;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <DashboardHeading title={`Welcome back, ${name}`} subtitle={user.email} />
      <Card>
        <CardHeader>
          <CardTitle>Where to next</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-100">
            {BUYER_DESTINATIONS.map((destination) => (
              <li key={destination.to}>
                <Link to={destination.to} className="-mx-2 flex items-center justify-between gap-4 rounded-md px-2 py-3 hover:bg-slate-50">
                  <span>
                    <span className="block font-medium text-slate-900">{destination.label}</span>
                    <span className="block text-sm text-slate-600">{destination.description}</span>
                  </span>
                  <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
