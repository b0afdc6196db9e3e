import type { TProperty } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { getProperty as loadProperty } from '../../data/property-repository';
import type { TAuthContext } from '../auth/auth-context';
import type { TDeps } from '../deps';
import { recordPropertyView, type TViewer } from './record-property-view';
import { assertVisible } from './owner-check';
import { toProperty } from './to-property-view';

/**
 * One listing for the detail page.
 * 1. load it; a draft is visible to its owner only (404 for everyone else)
 * 2. record the view (once per viewer and listing per half hour; the owner's own views do not count)
 * 3. attach the agent's public card details
 */
export async function getProperty(deps: TDeps, input: { id: string; auth: TAuthContext | null; viewer: TViewer }): Promise<TProperty> {
  const property = assertVisible(await loadProperty(deps.db, input.id), input.auth);
  const isOwnerViewing = property.userId === input.auth?.user.id;
  const [agents, counted] = await Promise.all([
    getAgentSummaries(deps.db, [property.userId]),
    property.status === 'active' && !isOwnerViewing ? recordPropertyView(deps, property, input.viewer) : Promise.resolve(false),
  ]);
  const shown = counted ? { ...property, viewCount: (property.viewCount ?? 0) + 1 } : property;
  return toProperty(shown, agents.get(property.userId) ?? null, deps.clock.now());
}
