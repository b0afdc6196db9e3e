import { getOptOutToken, putOptOut } from '../../data/mail-opt-out-repository';
import { notFound } from '../../platform/app-error';
import type { TActor } from '../actor';
import type { TDeps } from '../deps';

export const UNSUBSCRIBED = 'You will receive no more e-mails from this agent through us.';

/** Whoever holds an unsubscribe link's token stops that agent's mail to that address (repeating it is harmless). */
export async function unsubscribe(deps: TDeps, _actor: TActor, input: { token: string }): Promise<{ success: true; message: string }> {
  const token = await getOptOutToken(deps.db, input.token);
  if (!token) throw notFound('This unsubscribe link is not valid.');
  await putOptOut(deps.db, { agentId: token.agentId, email: token.email, createdAt: deps.clock.now().toISOString() });
  return { success: true, message: UNSUBSCRIBED };
}
