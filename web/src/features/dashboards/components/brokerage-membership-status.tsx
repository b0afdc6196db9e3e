import type { TMembershipStatus } from '@shared/schemas/brokerage.schema';
import { Badge } from '../../../components/ui/badge';
import { useBrokerageMembership } from '../api/get-brokerage-membership';

type TShown = Exclude<TMembershipStatus, 'none' | 'owner'>;

const COPY: Record<TShown, { label: string; tone: 'success' | 'warning' | 'neutral'; hint: string }> = {
  pending: { label: 'Pending approval', tone: 'warning', hint: 'Your broker has not approved your request yet.' },
  approved: { label: 'Approved member', tone: 'success', hint: 'Your open houses show on your brokerage’s map.' },
  // A brokerage new to the marketplace is not an error: its broker creates it by signing up, then agents join.
  not_found: {
    label: 'Brokerage not on OpenHouse Market yet',
    tone: 'neutral',
    hint: 'It is created when its broker signs up as a broker with this name; you can then ask to join. Your listings work meanwhile.',
  },
  not_requested: { label: 'Not requested', tone: 'neutral', hint: 'Save your account again to ask its broker to approve you.' },
  declined: { label: 'Request declined', tone: 'neutral', hint: 'The broker declined your request to join.' },
  removed: { label: 'Removed', tone: 'neutral', hint: 'The broker removed you from this brokerage.' },
};

/** An agent's standing with the brokerage they name: only the broker's approval makes them part of it. */
export function BrokerageMembershipStatus({ brokerageName }: { brokerageName: string }) {
  const membership = useBrokerageMembership(brokerageName);
  const status = membership.data?.status;
  if (!status || status === 'none' || status === 'owner') return null;
  const copy = COPY[status];
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
      <Badge tone={copy.tone}>{copy.label}</Badge>
      <span>{copy.hint}</span>
    </p>
  );
}
