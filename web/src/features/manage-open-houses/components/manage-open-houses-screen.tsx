import { Plus } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { CalendarFeedPanel } from '../../../components/calendar/calendar-feed-panel';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/use-session';
import { ManagedListings } from './managed-listings';
import { OpenHouseListingPicker } from './open-house-listing-picker';

const TITLE = 'Your Open Houses';

/** /manage-open-houses: agents and brokers; everyone else (signed out included) goes to /signin. */
export function ManageOpenHousesScreen() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out' || !isProRole(session.user.profile.role)) return <Navigate to="/signin" replace />;
  return <ManageOpenHouses user={session.user} />;
}

/** `?add=open-house` (the dashboard's Create Open House) opens the "for which listing?" picker. */
const ADD_OPEN_HOUSE_PARAM = 'add';

function ManageOpenHouses({ user }: { user: TCurrentUser }) {
  const [params, setParams] = useSearchParams();
  const isPicking = params.get(ADD_OPEN_HOUSE_PARAM) === 'open-house';
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
          <p className="mt-1 text-slate-600">Your listings and their open-house schedules, each in its listing's local time.</p>
        </div>
        <Link to="/create-open-house" className={buttonClasses()} aria-label="New open house">
          <Plus className="size-4" aria-hidden="true" />
          New
        </Link>
      </div>
      <ManagedListings userId={user.id} />
      <CalendarFeedPanel kind="agent" />
      <OpenHouseListingPicker userId={user.id} isOpen={isPicking} onClose={() => setParams({}, { replace: true })} />
    </div>
  );
}
