import { SUPPORT_STATUS_LABELS, SUPPORT_TOPIC_LABELS } from '@shared/constants/support';
import type { TSupportRequest } from '@shared/schemas/support.schema';
import { Badge } from '../../../components/ui/badge';
import { formatLocalDateTime } from '../../../lib/format';
import { SupportThread } from './support-thread';

/** One request: topic, status, when, the message, its screenshot and our replies. */
export function SupportRequestCard({ request }: { request: TSupportRequest }) {
  return (
    <article
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={`${SUPPORT_TOPIC_LABELS[request.topic]}, ${formatLocalDateTime(request.createdAt)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{SUPPORT_TOPIC_LABELS[request.topic]}</h3>
        <Badge tone={request.status === 'open' ? 'warning' : request.status === 'answered' ? 'success' : 'neutral'}>
          {SUPPORT_STATUS_LABELS[request.status]}
        </Badge>
      </div>
      <p className="text-xs text-slate-600">Sent {formatLocalDateTime(request.createdAt)}</p>
      <SupportThread request={request} />
    </article>
  );
}
