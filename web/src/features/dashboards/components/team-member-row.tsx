import { UserRound } from 'lucide-react';
import { useState } from 'react';
import type { TTeamMember } from '@shared/schemas/brokerage.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeTeamMembership, type TTeamMove } from '../api/change-team-membership';

const DONE: Record<TTeamMove, string> = { approve: 'Request approved', decline: 'Request declined', remove: 'Member removed' };

const dateOf = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** One agent on the Team card, with what the broker may do next: Approve or Decline a request, Remove a member. */
export function TeamMemberRow({ member }: { member: TTeamMember }) {
  const change = useChangeTeamMembership();
  const [isConfirming, setIsConfirming] = useState(false);
  const run = (move: TTeamMove) =>
    change.mutate(
      { userId: member.userId, move },
      {
        onSuccess: () => {
          setIsConfirming(false);
          toast({ title: DONE[move], description: member.displayName });
        },
        onError: (error) => {
          setIsConfirming(false);
          toast({ title: 'Team not updated', description: (error instanceof ApiError && error.serverMessage) || 'Please try again.', variant: 'destructive' });
        },
      },
    );
  const isPendingRequest = member.status === 'pending';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 items-center gap-3">
        {member.photoUrl ? (
          <img src={member.photoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
            <UserRound className="size-5" />
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{member.displayName}</p>
          <p className="text-xs text-slate-600">
            {isPendingRequest ? `Asked on ${dateOf(member.requestedAt)}` : `Member since ${dateOf(member.decidedAt ?? member.requestedAt)}`}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {isPendingRequest ? (
          <>
            <Button size="sm" aria-label={`Approve ${member.displayName}`} disabled={change.isPending} onClick={() => run('approve')}>
              Approve
            </Button>
            <Button size="sm" variant="outline" aria-label={`Decline ${member.displayName}`} disabled={change.isPending} onClick={() => run('decline')}>
              Decline
            </Button>
          </>
        ) : (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" aria-label={`Remove ${member.displayName}`} disabled={change.isPending}>
                Remove
              </Button>
            }
            isOpen={isConfirming}
            onOpenChange={setIsConfirming}
            title={`Remove ${member.displayName}?`}
            description="Their open houses leave your brokerage map, and their profile no longer links to your brokerage."
            confirmLabel="Remove"
            pendingLabel="Removing..."
            isPending={change.isPending}
            onConfirm={() => run('remove')}
          />
        )}
      </div>
    </li>
  );
}
