import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { TIME_FILTER_DAYS } from '@shared/constants/open-house';
import { localDaysWindow } from '@shared/time/open-house-windows';

/** The widest map filter (This Month: 31 local days from today in the market's zone). */
export const mapWindow = (now: Date) => localDaysWindow(now, LISTING_TIME_ZONE, TIME_FILTER_DAYS.month);
