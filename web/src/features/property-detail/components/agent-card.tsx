import { CalendarCheck, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TAgentSummary, TMlsListingAgent } from '@shared/schemas/property.schema';
import { AgentAvatar } from '../../../components/property/agent-avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export type TAgentContact = { phone: string | null; email: string | null };

type TAgentCardProps = {
  agent: TAgentSummary | null;
  /** Call / Email Agent appear only for the details the agent really has; never a made-up number. */
  contact?: TAgentContact;
  /** The agent's public profile, when the visitor may see it: the name links there. */
  profilePath?: string;
  /** An MLS listing's agents on the marketplace, list agent first: named when there is more than one. */
  mlsAgents?: TMlsListingAgent[];
  onScheduleViewing: () => void;
};

const MLS_ROLE_LABELS: Record<TMlsListingAgent['mlsRole'], string> = {
  'list-agent': 'Listing agent',
  'co-list-agent': 'Co-listing agent',
  office: 'Listing office',
};
const CARD_TITLES: Record<TMlsListingAgent['mlsRole'], string> = {
  'list-agent': 'Listing Agent',
  'co-list-agent': 'Co-listing Agent',
  office: 'Listing Office',
};

/**
 * The listing's agent (on an MLS listing: the one the MLS names first, its list agent when they are with us), how to
 * reach them, and Schedule Viewing (which leads to the inquiry form). Our other agents on an MLS listing follow,
 * each labelled as the MLS names them ("Co-listing agent").
 */
export function AgentCard({ agent, contact, profilePath, mlsAgents, onScheduleViewing }: TAgentCardProps) {
  const agentRole = mlsAgents?.find((member) => member.id === agent?.id)?.mlsRole;
  const others = mlsAgents?.filter((member) => member.id !== agent?.id) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{agentRole ? CARD_TITLES[agentRole] : 'Listing Agent'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {agent ? (
          <div className="flex items-center gap-3">
            <AgentAvatar name={agent.name} photoUrl={agent.photoUrl} size="lg" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                {profilePath ? (
                  <Link to={profilePath} className="hover:text-brand-700 hover:underline">
                    {agent.name}
                  </Link>
                ) : (
                  agent.name
                )}
              </p>
              <p className="text-sm break-words text-slate-600">{agent.brokerageName ?? (agent.role === 'BROKER' ? 'Broker' : 'Agent')}</p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600">The listing agent's details are not available.</p>
        )}
        {others.length > 0 && (
          <ul aria-label="Also on this listing" className="space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
            {others.map((member) => (
              <li key={`${member.id}-${member.mlsRole}`} className="break-words">
                <span className="font-medium text-slate-900">{member.name}</span> · {MLS_ROLE_LABELS[member.mlsRole]}
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2">
          {contact?.phone && (
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={buttonClasses({ variant: 'outline' })}>
              <Phone className="size-4" aria-hidden="true" />
              Call Agent
            </a>
          )}
          {contact?.email && (
            <a href={`mailto:${contact.email}`} className={buttonClasses({ variant: 'outline' })}>
              <Mail className="size-4" aria-hidden="true" />
              Email Agent
            </a>
          )}
          <Button onClick={onScheduleViewing}>
            <CalendarCheck className="size-4" aria-hidden="true" />
            Schedule Viewing
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
