import type { TOpenHouseRecord } from '../../data/property-records';
import { badRequest, conflict } from '../../platform/app-error';

export const OVERLAP_MESSAGE = 'This open house overlaps another open house of this listing.';

/** Start in the future, end after start, and (for a listing that has some) no overlap with another. */
export function assertSchedulable(
  slot: { startsAt: Date; endsAt: Date },
  input: { now: Date; existing: readonly TOpenHouseRecord[]; startPath: string; endPath: string },
): void {
  if (slot.endsAt.getTime() <= slot.startsAt.getTime()) {
    throw badRequest('The end must be after the start.', [{ path: input.endPath, message: 'The end must be after the start' }]);
  }
  if (slot.startsAt.getTime() <= input.now.getTime()) {
    throw badRequest('The open house must start in the future.', [{ path: input.startPath, message: 'The open house must start in the future' }]);
  }
  const overlaps = input.existing.some(
    (other) => new Date(other.startsAt).getTime() < slot.endsAt.getTime() && slot.startsAt.getTime() < new Date(other.endsAt).getTime(),
  );
  if (overlaps) throw conflict(OVERLAP_MESSAGE);
}
