import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LEAD_SOURCES, LEAD_STATUSES } from '@shared/constants/lead-capture';
import type { TTeamLead, TTeamLeadMove, TTeamPoolSettings } from '@shared/schemas/team-lead.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { TEAM_LEADS_QUERY_KEY, useAssignTeamLead, useClaimTeamLead } from '../api/team-leads';
import { useUpdateLead } from '../api/update-lead';

const BACK_TO_POOL = 'pool';

const MOVE_TEXT: Record<TTeamLeadMove['action'], string> = {
  claimed: 'Claimed',
  assigned: 'Assigned',
  returned: 'Back to the pool',
  'auto-assigned': 'Assigned in turn',
  'auto-returned': 'Back to the pool: not contacted in time',
};

/** One line of a lead's history: what happened, to whom, by whom, when. */
const moveLine = (move: TTeamLeadMove) =>
  [MOVE_TEXT[move.action], move.to && move.action !== 'claimed' ? `to ${move.to.displayName}` : null, move.by ? `by ${move.by.displayName}` : null]
    .filter(Boolean)
    .join(' ');

const errorText = (error: unknown) => (error instanceof ApiError && error.serverMessage) || 'Something went wrong. Try again.';

/** Who holds it, in words: "Unassigned", "Claimed by Blake Agent", "Assigned to Blake Agent". */
function holderText(lead: TTeamLead): string {
  if (!lead.holder) return 'Unassigned';
  const last = lead.history.at(-1);
  return last?.action === 'claimed' ? `Claimed by ${lead.holder.displayName}` : `Assigned to ${lead.holder.displayName}`;
}

/**
 * One lead of the team pool: who, from whose open house or listing, who holds it and its history; a Claim button
 * while nobody does, and for the broker a choice of member (or back to the pool).
 */
export function TeamLeadCard({ lead, settings, meId }: { lead: TTeamLead; settings: TTeamPoolSettings; meId: string }) {
  const claim = useClaimTeamLead();
  const queryClient = useQueryClient();
  const refreshTeamLeads = () => queryClient.invalidateQueries({ queryKey: TEAM_LEADS_QUERY_KEY });
  const assign = useAssignTeamLead();
  const update = useUpdateLead();
  const [choice, setChoice] = useState(lead.holder?.userId ?? BACK_TO_POOL);
  const source = LEAD_SOURCES.find((s) => s.value === lead.source)?.label ?? lead.source;
  const status = lead.status && LEAD_STATUSES.find((s) => s.value === lead.status)?.label;
  const assignees = [{ userId: meId, displayName: 'Me' }, ...settings.members];
  const error = claim.error ?? assign.error ?? update.error;
  return (
    <article aria-label={lead.name} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{lead.name}</h2>
          <p className="text-sm text-slate-700">
            <a href={`mailto:${lead.email}`} className="break-all underline">
              {lead.email}
            </a>
            {lead.phone && <span className="whitespace-nowrap">&nbsp;· {lead.phone}</span>}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone="brand">{source}</Badge>
            <Badge tone={lead.holder ? 'success' : 'warning'}>{holderText(lead)}</Badge>
            {status && <Badge>{status}</Badge>}
            <span>
              {lead.listingTitle && <>{lead.listingTitle}&nbsp;· </>}
              From {lead.from.displayName}&nbsp;·{' '}
              <time dateTime={lead.createdAt} className="whitespace-nowrap">
                {formatDate(lead.createdAt)}
              </time>
            </span>
          </div>
        </div>
        {!lead.holder && (
          <Button disabled={claim.isPending} onClick={() => claim.mutate(lead.id)}>
            {claim.isPending ? 'Claiming…' : 'Claim'}
          </Button>
        )}
        {lead.holder?.userId === meId && lead.status === 'new' && (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: lead.id, changes: { status: 'contacted' } }, { onSuccess: () => void refreshTeamLeads() })}
          >
            Mark contacted
          </Button>
        )}
      </div>
      {lead.message && <p className="text-sm whitespace-pre-line text-slate-800">{lead.message}</p>}
      {settings.isBroker && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            assign.mutate({ id: lead.id, assigneeId: choice === BACK_TO_POOL ? null : choice });
          }}
        >
          <div className="min-w-0 space-y-1">
            <label htmlFor={`assign-${lead.id}`} className="block text-sm font-medium text-slate-900">
              Assign to
            </label>
            <NativeSelect id={`assign-${lead.id}`} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value={BACK_TO_POOL}>Nobody (team pool)</option>
              {assignees.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.displayName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline" disabled={assign.isPending || choice === (lead.holder?.userId ?? BACK_TO_POOL)}>
            {assign.isPending ? 'Saving…' : 'Assign'}
          </Button>
        </form>
      )}
      {error && <ErrorAlert>{errorText(error)}</ErrorAlert>}
      {lead.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">History ({lead.history.length})</summary>
          <ol className="mt-2 space-y-1">
            {lead.history.map((move) => (
              <li key={`${move.at}-${move.action}`}>
                <time dateTime={move.at} className="whitespace-nowrap text-slate-500">
                  {formatDateTime(move.at)}
                </time>{' '}
                {moveLine(move)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
