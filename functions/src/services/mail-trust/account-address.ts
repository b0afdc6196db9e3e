/**
 * The one gate for mail that goes on its own to an account's own address: the address, once confirmed by its
 * link; null before (no mail but the confirmation link itself goes to an address nobody proved). An e-mail
 * change waiting for its link leaves the confirmed address in place, so mail keeps going there meanwhile.
 */
export function verifiedAddressOf(account: { email: string; emailVerifiedAt: string | null }): string | null {
  return account.emailVerifiedAt ? account.email : null;
}
