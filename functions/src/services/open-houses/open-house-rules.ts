import type { TOpenHouseRecord } from '../../data/property-records';
import { badRequest, conflict } from '../../platform/app-error';

export const OVERLAP_MESSAGE = 'This open house overlaps another open house of this listing.';

/**
 * Upcoming open houses a listing may have at once. A listing's writes carry its upcoming open houses in
 * one transaction (100 operations at most), so the number must stay well below that.
 */
export const MAX_UPCOMING_OPEN_HOUSES = 50;

export const ENDED_MESSAGE = 'The open house has already ended.';
export const ENDED_FIELD_MESSAGE = 'The open house must end in the future';

/**
 * End after start, not over yet (one under way may be added: an agent at the door starts it there), no
 * overlap with the listing's upcoming ones, and room for one more.
 */
export function assertSchedulable(slot: { startsAt: Date; endsAt: Date }, input: { now: Date; existing: readonly TOpenHouseRecord[]; endPath: string }): void {
  if (slot.endsAt.getTime() <= slot.startsAt.getTime()) {
    throw badRequest('The end must be after the start.', [{ path: input.endPath, message: 'The end must be after the start' }]);
  }
  if (slot.endsAt.getTime() <= input.now.getTime()) {
    throw badRequest(ENDED_MESSAGE, [{ path: input.endPath, message: ENDED_FIELD_MESSAGE }]);
  }
  const overlaps = input.existing.some(
    (other) => new Date(other.startsAt).getTime() < slot.endsAt.getTime() && slot.startsAt.getTime() < new Date(other.endsAt).getTime(),
  );
  if (overlaps) throw conflict(OVERLAP_MESSAGE);
  if (input.existing.length >= MAX_UPCOMING_OPEN_HOUSES) throw conflict(`A listing can have at most ${MAX_UPCOMING_OPEN_HOUSES} upcoming open houses.`);
}
