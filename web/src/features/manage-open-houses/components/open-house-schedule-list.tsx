import { CalendarDays, QrCode } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { formatOpenHouse } from '../../../lib/format';
import { usePropertyOpenHouses } from '../api/get-property-open-houses';
import { DeleteOpenHouseButton } from './delete-open-house-button';
import { OpenHouseWhen } from '../../../components/open-house/open-house-when';

/** A listing's open houses that have not ended, in the listing's time zone, each with Delete. */
export function OpenHouseScheduleList({ propertyId, listingName }: { propertyId: string; listingName: string }) {
  const openHouses = usePropertyOpenHouses(propertyId);
  if (openHouses.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the schedule…
      </p>
    );
  }
  if (openHouses.isError) {
    return <LoadFailedAlert what="this schedule" onRetry={() => void openHouses.refetch()} />;
  }
  if (openHouses.data.length === 0) return <p className="text-sm text-slate-600">No upcoming open houses.</p>;
  return (
    <ul aria-label={`Schedule of ${listingName}`} className="space-y-2">
      {openHouses.data.map((openHouse) => {
        const when = formatOpenHouse(openHouse.startsAt, openHouse.endsAt, openHouse.timeZone);
        return (
          <li key={openHouse.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2">
            <div className="flex items-start gap-2">
              <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <OpenHouseWhen when={when} notes={openHouse.notes} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/open-houses/${encodeURIComponent(propertyId)}/${encodeURIComponent(openHouse.id)}/sign-in-sheet`}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={`Sign-in sheet for ${listingName}, ${when}`}
              >
                <QrCode className="size-4" aria-hidden="true" />
                Sign-in sheet
              </Link>
              <DeleteOpenHouseButton propertyId={propertyId} openHouseId={openHouse.id} description={`${listingName}, ${when}`} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
