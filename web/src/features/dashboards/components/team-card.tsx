import { Users } from 'lucide-react';
import type { TBrokerageTeamResponse } from '@shared/schemas/brokerage.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { useBrokerageTeam } from '../api/get-brokerage-team';
import { TeamMemberRow } from './team-member-row';

/**
 * The broker's team: agents asking to join (Approve / Decline) and approved members (Remove). Only
 * members' open houses count as the brokerage's.
 */
export function TeamCard() {
  const team = useBrokerageTeam();
  return (
    <Card role="region" aria-labelledby="team-card-title">
      <CardHeader>
        <CardTitle id="team-card-title" className="flex items-center gap-2">
          <Users className="size-5 text-brand-700" aria-hidden="true" />
          Team
        </CardTitle>
        <CardDescription>Agents join your brokerage only when you approve them; only members’ open houses show on your brokerage map.</CardDescription>
      </CardHeader>
      <CardContent>
        {team.isPending ? (
          <p className="text-sm text-slate-600" role="status">
            Loading your team...
          </p>
        ) : team.isError ? (
          <ErrorAlert>We could not load your team. Reload the page to try again.</ErrorAlert>
        ) : (
          <TeamLists team={team.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TeamLists({ team }: { team: TBrokerageTeamResponse }) {
  if (!team.brokerageName) {
    return (
      <p className="text-sm text-slate-600">
        Add your brokerage name on the <TextLink to="/account">Account</TextLink> screen; agents who name it can then ask to join.
      </p>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="team-requests-title" className="min-w-0">
        <h3 id="team-requests-title" className="text-sm font-semibold text-slate-800">
          Requests to join ({team.pending.length})
        </h3>
        {team.pending.length ? (
          <ul className="mt-2 divide-y divide-slate-100">
            {team.pending.map((member) => (
              <TeamMemberRow key={member.userId} member={member} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No pending requests. Agents who name {team.brokerageName} on their account appear here.</p>
        )}
      </section>
      <section aria-labelledby="team-members-title" className="min-w-0">
        <h3 id="team-members-title" className="text-sm font-semibold text-slate-800">
          Members ({team.members.length})
        </h3>
        {team.members.length ? (
          <ul className="mt-2 divide-y divide-slate-100">
            {team.members.map((member) => (
              <TeamMemberRow key={member.userId} member={member} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No members yet. Approve a request to add an agent to {team.brokerageName}.</p>
        )}
      </section>
    </div>
  );
}
