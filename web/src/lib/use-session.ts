import type { TCurrentUser } from '@shared/schemas/user.schema';
import { useCurrentUser } from './api/get-current-user';

export type TSession = { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: TCurrentUser };

/**
 * Signed-in status as the screens need it (spec §4: an answer from the current-user call means signed in).
 * A failed check (network, 5xx) counts as signed out, so public screens still work.
 */
export function useSession(): TSession {
  const { data, isPending } = useCurrentUser();
  if (isPending) return { status: 'loading', user: null };
  if (data) return { status: 'signed-in', user: data };
  return { status: 'signed-out', user: null };
}
