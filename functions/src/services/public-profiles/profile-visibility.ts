import { isProRole } from '@shared/constants/roles';
import type { TSettings } from '@shared/schemas/settings.schema';
import { signedInUser, type TActor } from '../actor';

type TVisibility = Pick<TSettings, 'profileVisibility' | 'contactVisibility'>;

/** Profile visibility: public → anyone; registered → any signed-in user; private → only the owner. */
export function canViewProfile(ownerId: string, settings: TVisibility, viewer: TActor): boolean {
  if (signedInUser(viewer)?.user.id === ownerId) return true;
  if (settings.profileVisibility === 'private') return false;
  if (settings.profileVisibility === 'registered') return viewer.kind === 'user';
  return true;
}

/** Contact visibility (phone, e-mail): public → whoever sees the profile; agents → signed-in agents and brokers; private → only the owner. */
export function canSeeContact(ownerId: string, settings: TVisibility, viewer: TActor): boolean {
  if (signedInUser(viewer)?.user.id === ownerId) return true;
  if (settings.contactVisibility === 'public') return true;
  if (settings.contactVisibility === 'agents') return isProRole(signedInUser(viewer)?.profile.role);
  return false;
}
