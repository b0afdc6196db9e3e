import { ulid } from 'ulid';
import type { TRole } from '@shared/constants/roles';
import { joinWaitlist as putWaitlistEntry } from '../../data/waitlist-repository';
import type { TDeps } from '../deps';

/** Adds the e-mail to the waitlist once; joining again is a success that changes nothing. */
export async function joinWaitlist(deps: TDeps, input: { email: string; role: TRole }): Promise<{ isNew: boolean }> {
  const isNew = await putWaitlistEntry(deps.db, { id: ulid(), email: input.email, role: input.role, createdAt: deps.clock.now().toISOString() });
  return { isNew };
}
