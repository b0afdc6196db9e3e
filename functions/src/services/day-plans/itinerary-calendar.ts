import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { TDayPlan } from '@shared/schemas/day-plan.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { vtimezoneOf } from '../calendar/open-house-calendar';
import { zonedInstant } from '../calendar/zoned-instant';
import { getDayPlan } from './day-plans';
import type { TShareLinks } from './share-links';

/** '10:00 AM CDT': a time of day in the listing's zone. */
const localTime = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/**
 * The itinerary as an iCalendar document: one event per planned visit, from when the visit starts to when
 * the buyer leaves, in the listing's zone. UIDs are `plan-<date>-<openHouseId>@<site host>`, so importing
 * a re-planned day again updates the events in place, and they never collide with the open house's own
 * event in the saved-open-house feed.
 */
export function buildItineraryCalendar(plan: TDayPlan, options: { now: Date; siteOrigin: string }): string {
  const domain = new URL(options.siteOrigin).hostname;
  const calendar = new ICalCalendar({
    prodId: { company: PRODUCT_NAME, product: 'Open-house day plan', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezoneOf },
  });
  for (const stop of plan.stops) {
    if (!stop.visit) continue;
    const link = `${options.siteOrigin}/property/${stop.propertyId}`;
    calendar.createEvent({
      id: `plan-${plan.date}-${stop.openHouseId}@${domain}`,
      stamp: options.now,
      timezone: stop.timeZone,
      start: zonedInstant(stop.visit.visitStartsAt, stop.timeZone),
      end: zonedInstant(stop.visit.leaveAt, stop.timeZone),
      summary: `Stop ${stop.visit.position}: ${stop.title}`,
      location: [stop.address, stop.city, stop.state].filter(Boolean).join(', '),
      description: [
        `A ${stop.visitMinutes}-minute visit: stop ${stop.visit.position} of your open-house day (open ${localTime(stop.opensAt, stop.timeZone)} – ${localTime(stop.closesAt, stop.timeZone)}).`,
        `About ${stop.visit.travelMinutes} min drive from the previous stop (an estimate).`,
        `Listing: ${link}`,
      ].join('\n'),
      url: link,
    });
  }
  return calendar.toString();
}

/** The caller's itinerary of a day as an .ics document. */
export async function getItineraryCalendar(deps: TDeps, auth: TUserActor, input: { date: string } & TShareLinks): Promise<string> {
  return buildItineraryCalendar(await getDayPlan(deps, auth, input), { now: deps.clock.now(), siteOrigin: input.siteOrigin });
}
