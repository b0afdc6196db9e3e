import type { TDeps } from '../deps';
import { isSuppressedFor, type TSend } from './suppression';

/**
 * The one gate for mail that goes on its own to an account's own address: the address, once confirmed by its
 * link; null before (no mail but the confirmation link itself goes to an address nobody proved). An e-mail
 * change waiting for its link leaves the confirmed address in place, so mail keeps going there meanwhile.
 */
export function verifiedAddressOf(account: { email: string; emailVerifiedAt: string | null }): string | null {
  return account.emailVerifiedAt ? account.email : null;
}

/**
 * Where an automatic mail of `kind` to an account goes, asked as it is sent: its confirmed address
 * (verifiedAddressOf) unless that address is suppressed for this kind (bounced, complained, or
 * unsubscribed from it); null: send nothing.
 */
export async function mailableAddressOf(
  deps: Pick<TDeps, 'db'>,
  account: { email: string; emailVerifiedAt: string | null },
  kind: Exclude<TSend['kind'], 'agent-mail'>,
): Promise<string | null> {
  const to = verifiedAddressOf(account);
  if (!to || (await isSuppressedFor(deps, { email: to, kind }))) return null;
  return to;
}
