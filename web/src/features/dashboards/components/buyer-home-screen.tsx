import { Bookmark, FileSignature, Heart, LayoutGrid, Mail, MapPinned, Search } from 'lucide-react';
import { FINANCING_OPTIONS, TIMEFRAMES } from '@shared/constants/buyer-preferences';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSignInRequired } from '../lib/use-sign-in-required';
import { ComingSoonCard } from './coming-soon-card';
import { DestinationCard } from './destination-card';
import { DashboardHeading } from './dashboard-heading';
import { RedirectingToSignIn } from './redirecting-to-sign-in';
import { welcomeWord } from '../../../lib/returning-visitor';

const ACCESS_MESSAGE = 'Please sign in to access the buyer portal.';

/** `/buyer/home`: a signed-out visitor is told to sign in and sent to /signin. */
export function BuyerHomeScreen() {
  const session = useSignInRequired(ACCESS_MESSAGE);
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <RedirectingToSignIn message={ACCESS_MESSAGE} />;
  return <BuyerHome user={session.user} />;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) => options.find((option) => option.value === value)?.label;

/** The one dashboard of a buyer, whichever way they arrive (`/`, `/dashboard`, `/buyer/home`, where sign-up lands). */
export function BuyerHome({ user }: { user: TCurrentUser }) {
  const timeframe = labelOf(TIMEFRAMES, user.profile.timeframe);
  const financing = labelOf(FINANCING_OPTIONS, user.profile.financing);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <DashboardHeading title="Buyer Portal" subtitle={`${welcomeWord()}, ${user.firstName || user.profile.displayName}.`} />
      {(timeframe || financing) && (
        <dl className="flex flex-wrap gap-x-8 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
          {timeframe && (
            <div>
              <dt className="text-slate-600">Buying timeframe</dt>
              <dd className="font-medium text-slate-900">{timeframe}</dd>
            </div>
          )}
          {financing && (
            <div>
              <dt className="text-slate-600">Financing</dt>
              <dd className="font-medium text-slate-900">{financing}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600">Working with an agent</dt>
            <dd className="font-medium text-slate-900">{user.profile.represented ? 'Yes' : 'No'}</dd>
          </div>
        </dl>
      )}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <DestinationCard icon={LayoutGrid} title="Browse listings" description="Homes for sale and their next open houses." to="/listings" />
        <DestinationCard icon={Search} title="Browse open houses" description="Find open houses near you on the map and plan your visits." to="/map" />
        <DestinationCard icon={Heart} title="Saved homes" description="The homes you saved with a heart, with their status." to="/saved-homes" />
        <DestinationCard
          icon={Bookmark}
          title="Saved open houses"
          description="The open houses you saved, your RSVPs and departure reminders."
          to="/saved-open-houses"
        />
        <DestinationCard icon={Mail} title="Messages" description="Your conversations with listing agents." to="/messages" />
        <ComingSoonCard icon={FileSignature} title="Send offer intent" description="Tell a listing agent you are ready to make an offer." />
        <DestinationCard
          icon={MapPinned}
          title="Saved searches"
          description="Save a search of the area you want and hear about new homes there."
          to="/saved-searches"
        />
      </ul>
    </div>
  );
}
