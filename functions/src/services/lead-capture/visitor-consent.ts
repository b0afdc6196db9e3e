import { isVisitorConsentDeclined } from '../../data/visitor-consent-repository';
import type { TSignInReceiptRecord } from '../../data/sign-in-repository';
import type { TDeps } from '../deps';

/**
 * Whether an address may get an agent's automated mail about one open house: it ticked the consent box at
 * a sign-in there, never left it unticked there, and never declined at any sign-in of this agent's (the
 * lasting record a no leaves). An unsubscribe is checked with the other suppressions.
 */
export async function hasStandingConsent(deps: TDeps, agentId: string, signInsOfAddress: readonly TSignInReceiptRecord[]): Promise<boolean> {
  const [first] = signInsOfAddress;
  if (!first || !signInsOfAddress.every((signIn) => signIn.consent)) return false;
  return !(await isVisitorConsentDeclined(deps.db, agentId, first.email));
}
