import { CalendarPlus } from 'lucide-react';
import { buttonClasses, type TButtonSize } from '../ui/button';

export const calendarPath = (propertyId: string, openHouseId: string) =>
  `/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}/calendar`;

/** Downloads the open house as an .ics file (the API writes it: UID, DTSTAMP, TZID America/Chicago, location, link). */
export function AddToCalendarLink({ propertyId, openHouseId, label, size = 'sm' }: { propertyId: string; openHouseId: string; label: string; size?: TButtonSize }) {
  return (
    <a href={calendarPath(propertyId, openHouseId)} download="open-house.ics" aria-label={`Add to calendar: ${label}`} className={buttonClasses({ variant: 'outline', size })}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </a>
  );
}
