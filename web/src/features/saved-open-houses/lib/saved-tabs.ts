import type { TSavedOpenHouseStatus } from '@shared/constants/open-house';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import { openHouseTiming, type TOpenHouseTiming } from '@shared/time/open-house-windows';

export type TSavedEntry = { item: TSavedOpenHouse; timing: TOpenHouseTiming };

/**
 * The two tabs at `now`, judged in each open house's own zone. Spec §4: upcoming = start after now,
 * past = end before now. An open house under way (started, not ended) is in neither by that rule; it is
 * listed under Upcoming, marked 'Happening now', because the buyer can still go (and may mark it attended).
 */
export function splitSavedOpenHouses(items: readonly TSavedOpenHouse[], now: Date): { upcoming: TSavedEntry[]; past: TSavedEntry[] } {
  const entries = items.map((item) => ({ item, timing: openHouseTiming(item.startsAt, item.endsAt, now, item.timeZone) }));
  return {
    upcoming: entries.filter((e) => e.timing !== 'past').sort((a, b) => a.item.startsAt.localeCompare(b.item.startsAt)),
    past: entries.filter((e) => e.timing === 'past').sort((a, b) => b.item.startsAt.localeCompare(a.item.startsAt)),
  };
}

export type TSavedActions = { canRsvp: boolean; canCancelRsvp: boolean; canMarkAttended: boolean; canRemind: boolean };

/**
 * Which buttons a card offers, mirroring the server's transitions (spec §4): RSVP from interested before
 * it starts; Cancel RSVP from rsvp while it has not ended; Mark as Attended from anything but attended once
 * it has started; the departure reminder on an RSVP before it starts. Remove is always offered.
 */
export function savedActions(status: TSavedOpenHouseStatus, timing: TOpenHouseTiming): TSavedActions {
  const hasStarted = timing === 'live' || timing === 'past';
  return {
    canRsvp: status === 'interested' && !hasStarted,
    canCancelRsvp: status === 'rsvp' && timing !== 'past',
    canMarkAttended: status !== 'attended' && hasStarted,
    canRemind: status === 'rsvp' && !hasStarted,
  };
}

export const SAVED_STATUS_LABELS: Record<TSavedOpenHouseStatus, string> = {
  interested: 'Interested',
  rsvp: "RSVP'd",
  attended: 'Attended',
  cancelled: 'RSVP cancelled',
};
