import { CalendarPlus, ExternalLink } from 'lucide-react';
import { googleCalendarUrl, openHouseEvent, outlookCalendarUrl, type TOpenHouseEventInput } from '../../lib/calendar-links';
import { buttonClasses, type TButtonSize } from '../ui/button';

export const calendarPath = (propertyId: string, openHouseId: string) =>
  `/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}/calendar`;

export type TOpenHouseForCalendar = TOpenHouseEventInput & { propertyId: string; openHouseId: string };

/**
 * The open house three ways: the .ics download (the API writes it: UID, DTSTAMP, times in the listing's zone, location, link),
 * and Google Calendar's and Outlook.com's prefilled new-event pages (in a new tab).
 */
export function AddToCalendarLinks({ openHouse, label, size = 'sm' }: { openHouse: TOpenHouseForCalendar; label: string; size?: TButtonSize }) {
  const event = openHouseEvent({ ...openHouse, listingUrl: new URL(`/property/${openHouse.propertyId}`, window.location.origin).href });
  const external = { target: '_blank', rel: 'noopener noreferrer', className: buttonClasses({ variant: 'ghost', size }) } as const;
  return (
    <>
      <a
        href={calendarPath(openHouse.propertyId, openHouse.openHouseId)}
        download="open-house.ics"
        aria-label={`Add to calendar: ${label}`}
        className={buttonClasses({ variant: 'outline', size })}
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        Add to calendar
      </a>
      <a href={googleCalendarUrl(event)} aria-label={`Add to Google Calendar: ${label} (opens in a new tab)`} {...external}>
        Google Calendar
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
      <a href={outlookCalendarUrl(event)} aria-label={`Add to Outlook: ${label} (opens in a new tab)`} {...external}>
        Outlook
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </>
  );
}
