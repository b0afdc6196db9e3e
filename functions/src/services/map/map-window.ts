import { TIME_FILTER_DAYS } from '@shared/constants/open-house';
import { localDaysWindow } from '@shared/time/open-house-windows';

/** The first and last zones to see a day begin among the places we list (Guam, UTC+10; American Samoa, UTC-11). */
const EARLIEST_ZONE = 'Pacific/Guam';
const LATEST_ZONE = 'Pacific/Pago_Pago';

/**
 * The widest map filter (This Month: 31 local days from today), wide enough for every listing's own zone:
 * from the earliest local midnight today to the latest end of the month anywhere. The client narrows to
 * Today / This Week / This Month in each listing's zone.
 */
export const mapWindow = (now: Date) => ({
  from: localDaysWindow(now, EARLIEST_ZONE, TIME_FILTER_DAYS.month).from,
  to: localDaysWindow(now, LATEST_ZONE, TIME_FILTER_DAYS.month).to,
});
