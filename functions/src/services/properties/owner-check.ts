import type { TPropertyRecord } from '../../data/property-records';
import { forbidden, notFound } from '../../platform/app-error';
import { signedInUser, type TActor, type TUserActor } from '../actor';

export const PROPERTY_NOT_FOUND = 'Property Not Found';

/** Drafts exist only for their owner; everyone else gets the same 404 as for a missing id. */
export function assertVisible(property: TPropertyRecord | null, auth: TActor): TPropertyRecord {
  if (!property || (property.status !== 'active' && property.userId !== signedInUser(auth)?.user.id)) throw notFound(PROPERTY_NOT_FOUND);
  return property;
}

/** One agent never touches another's listing. */
export function assertOwner(property: TPropertyRecord | null, auth: TUserActor): TPropertyRecord {
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (property.userId !== auth.user.id) throw forbidden('You can only change your own listings.');
  return property;
}
