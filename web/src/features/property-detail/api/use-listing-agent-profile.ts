import type { TAgentSummary } from '@shared/schemas/property.schema';
import { usePublicProfile } from '../../../lib/api/get-public-profile';
import type { TAgentContact } from '../components/agent-card';

/**
 * The listing agent's public profile (GET /api/agent/{id}/profile): Call / Email Agent use the phone and
 * e-mail the agent lets this visitor see, and the name links to the profile. Neither appears when the
 * profile is not visible to the visitor (the request answers 404).
 */
export function useListingAgentProfile(agent: TAgentSummary | null): { contact?: TAgentContact; profilePath?: string } {
  const isPro = agent !== null && agent.role !== 'BUYER';
  const profile = usePublicProfile('agent', agent?.id ?? '', { isEnabled: isPro });
  if (!agent || !profile.data) return {};
  const { isContactVisible, profile: details, user } = profile.data;
  return {
    contact: isContactVisible ? { phone: details.phone, email: user.email ?? null } : undefined,
    profilePath: `/agent/${encodeURIComponent(agent.id)}`,
  };
}
