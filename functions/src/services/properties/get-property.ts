import type { TProperty } from '@shared/schemas/property.schema';
import { noteListingViewed } from '../../data/buyer-engagement-repository';
import { signedInUser, type TActor } from '../actor';
import type { TDeps } from '../deps';
import { forgetListing, readListing } from './listing-read-cache';
import { assertVisible } from './owner-check';
import { recordPropertyView, type TViewer } from './record-property-view';
import { toProperty } from './to-property-view';

/**
 * One listing for the detail page.
 * 1. read it with its agent card (per-container 2-second cache); drafts are visible to their owner only
 * 2. record the view (once per viewer and listing per half hour; the owner's own views do not count, nor do reads
 *    with an API key: a program polling the listing is nobody looking at it)
 * 3. a signed-in viewer's counted view also joins their engagement with the agent (the lead score reads it)
 */
export async function getProperty(deps: TDeps, input: { id: string; auth: TActor; viewer: TViewer }): Promise<TProperty> {
  const { property: found, agent, mlsAgents } = await readListing(deps, input.id);
  const property = assertVisible(found, input.auth);
  const signedIn = signedInUser(input.auth);
  const viewerId = signedIn?.user.id;
  const isPersonViewing = property.userId !== viewerId && !signedIn?.apiKeyId;
  const counted = property.status === 'active' && isPersonViewing ? await recordPropertyView(deps, property, input.viewer) : false;
  if (counted) forgetListing(property.id);
  if (counted && viewerId) await noteListingViewed(deps.db, { agentId: property.userId, buyerUserId: viewerId, listingId: property.id });
  const shown = counted ? { ...property, viewCount: (property.viewCount ?? 0) + 1 } : property;
  return toProperty(shown, agent, deps.clock.now(), mlsAgents);
}
