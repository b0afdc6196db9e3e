import { isOffMarket, isUnderContract, type TMarketStatus } from '@shared/constants/listing';
import { formatListedDate, listingStatusLabel, marketStatusLabel } from '../../lib/format';
import { Badge } from '../ui/badge';

type TStatusBadgeProps = {
  /** Our publishing state: a draft says Draft whatever the market. */
  status: string;
  /** The MLS's (or the agent's) market status; listings read without it are Active. */
  marketStatus?: TMarketStatus;
  /** A Coming Soon listing's date (YYYY-MM-DD). */
  onMarketDate?: string | null;
  className?: string;
};

const toneOf = (status: string, market: TMarketStatus) =>
  status !== 'active' || isOffMarket(market) ? 'neutral' : market === 'coming-soon' ? 'brand' : isUnderContract(market) ? 'warning' : 'success';

/** Draft, or the market status: green while Active, brand for Coming Soon (with its date), amber under contract, grey once off the market. */
export function StatusBadge({ status, marketStatus = 'active', onMarketDate, className }: TStatusBadgeProps) {
  const label =
    status !== 'active'
      ? listingStatusLabel(status)
      : marketStatus === 'coming-soon' && onMarketDate
        ? `Coming Soon · ${formatListedDate(onMarketDate, 'UTC')}`
        : marketStatusLabel(marketStatus);
  return (
    <Badge tone={toneOf(status, marketStatus)} className={className}>
      {label}
    </Badge>
  );
}
