import { TIME_FILTER_DAYS, type TMapTimeFilter } from '@shared/constants/open-house';
import { localDaysWindow } from '@shared/time/open-house-windows';

/** The first and last zones to see a day begin among the places we list (Guam, UTC+10; American Samoa, UTC-11). */
const EARLIEST_ZONE = 'Pacific/Guam';
const LATEST_ZONE = 'Pacific/Pago_Pago';

/**
 * A map filter's window (This Month, the widest, by default: 31 local days from today), wide enough for every
 * listing's own zone: from the earliest local midnight today to the latest end of its local days anywhere. Each
 * listing is then narrowed to the filter's local days in its own zone.
 */
export const mapWindow = (now: Date, when: TMapTimeFilter = 'month') => ({
  from: localDaysWindow(now, EARLIEST_ZONE, TIME_FILTER_DAYS[when]).from,
  to: localDaysWindow(now, LATEST_ZONE, TIME_FILTER_DAYS[when]).to,
});
