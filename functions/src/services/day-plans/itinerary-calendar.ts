import { PRODUCT_NAME } from '@shared/constants/product';
import type { TDayPlan } from '@shared/schemas/day-plan.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { writeCalendar, type TCalendar } from '../calendar/calendar-document';
import { getDayPlan } from './day-plans';
import type { TShareLinks } from './share-links';

/** '10:00 AM CDT': a time of day in the listing's zone. */
const localTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/**
 * The itinerary's calendar: one event per planned visit, from when the visit starts to when the buyer
 * leaves, in the listing's zone (the description gives the open house's local hours too). UIDs are `plan-<date>-<openHouseId>@<site host>`,
 * so importing a re-planned day again updates the events in place, and they never collide with the open
 * house's own event in the saved-open-house feed.
 */
export function itineraryCalendar(plan: TDayPlan, options: { now: Date; siteOrigin: string }): TCalendar {
  const domain = new URL(options.siteOrigin).hostname;
  return {
    prodId: `-//${PRODUCT_NAME}//Open-house day plan//EN`,
    events: plan.stops.flatMap((stop) => {
      if (!stop.visit) return [];
      const link = `${options.siteOrigin}/property/${stop.propertyId}`;
      return {
        uid: `plan-${plan.date}-${stop.openHouseId}@${domain}`,
        stamp: options.now,
        start: new Date(stop.visit.visitStartsAt),
        end: new Date(stop.visit.leaveAt),
        timeZone: stop.timeZone,
        summary: `Stop ${stop.visit.position}: ${stop.title}`,
        location: [stop.address, stop.city, stop.state].filter(Boolean).join(', '),
        description: [
          `A ${stop.visitMinutes}-minute visit: stop ${stop.visit.position} of your open-house day (open ${localTime(stop.opensAt, stop.timeZone)} – ${localTime(stop.closesAt, stop.timeZone)}).`,
          `About ${stop.visit.travelMinutes} min drive from the previous stop (an estimate).`,
          `Listing: ${link}`,
        ].join('\n'),
        url: link,
      };
    }),
  };
}

/** The caller's itinerary of a day as an .ics document (RFC 5545, times in each listing's zone: see writeCalendar). */
export async function getItineraryCalendar(deps: TDeps, auth: TUserActor, input: { date: string } & TShareLinks): Promise<string> {
  return writeCalendar(itineraryCalendar(await getDayPlan(deps, auth, input), { now: deps.clock.now(), siteOrigin: input.siteOrigin }));
}
