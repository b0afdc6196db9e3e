import { listingStatusLabel } from '../../lib/format';
import { Badge } from '../ui/badge';

/** Active listings get a green badge; anything else (drafts) a neutral one. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'} className={className}>
      {listingStatusLabel(status)}
    </Badge>
  );
}
