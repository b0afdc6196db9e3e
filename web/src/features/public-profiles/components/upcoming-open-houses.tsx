import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TMapResponse } from '@shared/schemas/open-house.schema';
import { useMapOpenHouses } from '../../../components/map/api/get-map-open-houses';
import { formatOpenHouse } from '../../../lib/format';

const SHOWN = 5;

type TUpcoming = { id: string; propertyId: string; title: string; startsAt: string; endsAt: string; timeZone: string };

/** The agent's open houses that have not ended, soonest first. */
function upcomingOpenHouses(data: TMapResponse, now: number): TUpcoming[] {
  return data.properties
    .flatMap((property) =>
      property.openHouses.map((openHouse) => ({
        id: openHouse.id,
        propertyId: property.id,
        title: property.title || property.address,
        startsAt: openHouse.startsAt,
        endsAt: openHouse.endsAt,
        timeZone: property.timeZone,
      })),
    )
    .filter((openHouse) => Date.parse(openHouse.endsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Spec: 'Active Open Houses' on the profile: the real upcoming open houses of this agent (the map below shows them too). */
export function UpcomingOpenHouses({ userId, firstName }: { userId: string; firstName: string }) {
  // The same query as the embedded map (public mode for this user), so the page asks once.
  const query = useMapOpenHouses({ mode: 'public', userId });
  if (query.isPending) return <p className="text-sm text-slate-600">Loading open houses…</p>;
  if (query.isError) return <p className="text-sm text-slate-600">Open houses could not be loaded right now.</p>;
  const upcoming = upcomingOpenHouses(query.data, Date.now());
  if (upcoming.length === 0) return <p className="text-sm text-slate-600">{firstName || 'This agent'} has no open houses scheduled right now.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {upcoming.length} upcoming {upcoming.length === 1 ? 'open house' : 'open houses'}
      </p>
      <ul className="divide-y divide-slate-100">
        {upcoming.slice(0, SHOWN).map((openHouse) => (
          <li key={openHouse.id} className="flex items-start gap-3 py-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-(--accent)" aria-hidden="true" />
            <div className="min-w-0">
              <Link to={`/property/${openHouse.propertyId}`} className="font-medium text-slate-900 hover:text-(--accent) hover:underline">
                {openHouse.title}
              </Link>
              <p className="text-sm text-slate-600">{formatOpenHouse(openHouse.startsAt, openHouse.endsAt, openHouse.timeZone)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
