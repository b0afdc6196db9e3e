import type { TDayPlan, TPlanStop } from '@shared/schemas/day-plan.schema';
import { googleCalendarUrl, outlookCalendarUrl, type TCalendarEvent } from '../../../lib/calendar-links';

const latLng = (point: { lat: number; lng: number }) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

/** Directions to one stop in the phone's maps app (Google Maps' universal link opens the app where installed). */
export const directionsUrl = (to: { lat: number; lng: number }) => `https://www.google.com/maps/dir/?api=1&destination=${latLng(to)}&travelmode=driving`;

const isSamePlace = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => latLng(a) === latLng(b);

/**
 * The whole day in Google Maps: from the start point through every planned stop in order (at most 9 waypoints
 * are honoured). A day that starts at its first stop does not name that place twice; a day of only that stop
 * is directions to it.
 */
export function routeUrl(plan: TDayPlan): string | null {
  const points = plannedStops(plan).flatMap((stop) => (stop.coordinates ? [stop.coordinates] : []));
  const planned = points[0] && isSamePlace(points[0], plan.start) ? points.slice(1) : points;
  const last = planned.at(-1);
  if (!last) return points[0] ? directionsUrl(points[0]) : null;
  const params = new URLSearchParams({ api: '1', origin: latLng(plan.start), destination: latLng(last), travelmode: 'driving' });
  if (planned.length > 1) params.set('waypoints', planned.slice(0, -1).map(latLng).join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** Planned stops in order. */
export const plannedStops = (plan: TDayPlan) =>
  plan.stops.filter((stop): stop is TPlanStop & { visit: NonNullable<TPlanStop['visit']> } => stop.visit !== null);

/** The next stop still to leave at `now` (the first one when the day has not begun). */
export const nextStop = (plan: TDayPlan, now: Date) => plannedStops(plan).find((stop) => Date.parse(stop.visit.leaveAt) > now.getTime()) ?? null;

/** One planned visit as a calendar event for Google's and Outlook's new-event pages. */
export function visitEvent(stop: TPlanStop & { visit: NonNullable<TPlanStop['visit']> }, listingUrl: string): TCalendarEvent {
  return {
    title: `Stop ${stop.visit.position}: ${stop.title}`,
    startsAt: stop.visit.visitStartsAt,
    endsAt: stop.visit.leaveAt,
    timeZone: stop.timeZone,
    location: [stop.address, stop.city, stop.state].filter(Boolean).join(', '),
    details: `Open-house visit (${stop.visitMinutes} min). Listing: ${listingUrl}`,
  };
}

export const visitCalendarLinks = (stop: Parameters<typeof visitEvent>[0], origin: string) => {
  const event = visitEvent(stop, new URL(`/property/${stop.propertyId}`, origin).href);
  return { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event) };
};
