import type { TProperty } from '@shared/schemas/property.schema';
import { signedInUser, type TActor } from '../actor';
import type { TDeps } from '../deps';
import { forgetListing, readListing } from './listing-read-cache';
import { assertVisible } from './owner-check';
import { recordPropertyView, type TViewer } from './record-property-view';
import { toProperty } from './to-property-view';

/**
 * One listing for the detail page.
 * 1. read it with its agent card (per-container 2-second cache); drafts are visible to their owner only
 * 2. record the view (once per viewer and listing per half hour; the owner's own views do not count)
 */
export async function getProperty(deps: TDeps, input: { id: string; auth: TActor; viewer: TViewer }): Promise<TProperty> {
  const { property: found, agent } = await readListing(deps, input.id);
  const property = assertVisible(found, input.auth);
  const isOwnerViewing = property.userId === signedInUser(input.auth)?.user.id;
  const counted = property.status === 'active' && !isOwnerViewing ? await recordPropertyView(deps, property, input.viewer) : false;
  if (counted) forgetListing(property.id);
  const shown = counted ? { ...property, viewCount: (property.viewCount ?? 0) + 1 } : property;
  return toProperty(shown, agent, deps.clock.now());
}
