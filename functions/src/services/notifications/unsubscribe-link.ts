import { randomBytes } from 'node:crypto';
import type { TMailKind } from '@shared/schemas/mail-suppression.schema';
import { putOptOutToken } from '../../data/mail-opt-out-repository';
import type { TDeps } from '../deps';

/**
 * A fresh unsubscribe address for one mail: a 192-bit random token stored with what it stops (kind, whose
 * mail, which address). The token is the capability: unguessable, bound to one address and one kind, and
 * it needs no key to verify or rotate. `oneClick` is the RFC 8058 List-Unsubscribe target (POST stops the
 * mail, GET shows the confirmation page); `page` is the link in the mail's text.
 */
export async function createUnsubscribeLink(
  deps: TDeps,
  input: { kind: TMailKind; agentId: string; email: string; siteOrigin: string },
): Promise<{ oneClick: string; page: string }> {
  const token = randomBytes(24).toString('base64url');
  await putOptOutToken(deps.db, { token, kind: input.kind, agentId: input.agentId, email: input.email, createdAt: deps.clock.now().toISOString() });
  return { oneClick: `${input.siteOrigin}/api/mail/unsubscribe/${token}`, page: `${input.siteOrigin}/unsubscribe/${token}` };
}
