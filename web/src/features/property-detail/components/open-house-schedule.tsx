import { CalendarDays } from 'lucide-react';
import type { TProperty } from '@shared/schemas/property.schema';
import { AddToCalendarLinks } from '../../../components/open-house/add-to-calendar-link';
import { AddToMyDayButton } from '../../../components/open-house/add-to-my-day-button';
import { SaveOpenHouseButton } from '../../../components/open-house/save-open-house-button';
import { displayedName, isAddressWithheld } from '../../../components/property/displayed-address';
import { formatOpenHouse } from '../../../lib/format';
import { OpenHouseWhen } from '../../../components/open-house/open-house-when';

/** Upcoming open houses, shown in the listing's own time zone; each can be saved or added to a calendar. */
export function OpenHouseSchedule({ property }: { property: TProperty }) {
  const name = displayedName(property);
  return (
    <section aria-labelledby="open-house-heading" className="space-y-3">
      <h2 id="open-house-heading" className="text-xl font-semibold text-slate-900">
        Upcoming Open House
      </h2>
      {property.upcomingOpenHouses.length === 0 ? (
        <p className="text-slate-600">No open house scheduled</p>
      ) : (
        <ul className="space-y-2">
          {property.upcomingOpenHouses.map((openHouse) => {
            const when = formatOpenHouse(openHouse.startsAt, openHouse.endsAt, property.timeZone);
            return (
              <li key={openHouse.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3">
                <div className="flex items-start gap-3">
                  <CalendarDays className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <OpenHouseWhen when={when} notes={openHouse.notes} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <SaveOpenHouseButton propertyId={property.id} openHouseId={openHouse.id} label={`${name}, ${when}`} />
                  <AddToMyDayButton
                    propertyId={property.id}
                    openHouseId={openHouse.id}
                    startsAt={openHouse.startsAt}
                    timeZone={property.timeZone}
                    label={`${name}, ${when}`}
                  />
                  <AddToCalendarLinks
                    openHouse={{
                      propertyId: property.id,
                      openHouseId: openHouse.id,
                      title: name,
                      startsAt: openHouse.startsAt,
                      endsAt: openHouse.endsAt,
                      timeZone: property.timeZone,
                      address: isAddressWithheld(property) ? '' : property.address,
                      city: property.city,
                      state: property.state,
                      notes: openHouse.notes,
                    }}
                    label={`${name}, ${when}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
