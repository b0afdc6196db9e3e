import { MAX_FORWARDS_PER_MESSAGE } from '@shared/constants/messages';
import type { TMessageChangeResponse } from '@shared/schemas/message.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertNotSuppressed } from '../mail-trust/suppression';
import { changeAgentMessage, loadAgentMessage, toChangeResponse } from './agent-message';
import { spendMailBudget } from './mail-budget';
import { forwardMail, listingTimeZoneOf } from './message-mails';

/**
 * The agent passes an inquiry on to another e-mail address (its agent only).
 * 1. load the conversation (404 unless it was sent to the caller); at most 20 forwards per conversation
 * 2. refuse an address that bounced or complained (409); spend one e-mail from the caller's hourly budget (429 when used up)
 * 3. e-mail the inquiry with the agent's note through the mail adapter (Reply-To: the agent)
 * 4. record the forward on the conversation
 */
export async function forwardMessage(
  deps: TDeps & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string; to: string; note: string | null },
): Promise<TMessageChangeResponse> {
  const message = await loadAgentMessage(deps, auth, input.id);
  if (message.forwards.length >= MAX_FORWARDS_PER_MESSAGE) throw badRequest(`This message was already forwarded ${MAX_FORWARDS_PER_MESSAGE} times.`);
  await assertNotSuppressed(deps, { email: input.to, kind: 'direct' });
  await spendMailBudget(deps, auth.user.id);
  await deps.mail.send(
    forwardMail(message, {
      to: input.to,
      note: input.note,
      agentName: auth.profile.displayName,
      agentEmail: auth.user.email,
      timeZone: await listingTimeZoneOf(deps, message),
    }),
  );
  const forward = { to: input.to, note: input.note, sentAt: deps.clock.now().toISOString() };
  const result = await changeAgentMessage(deps, auth, input.id, (current) => ({ ...current, forwards: [...current.forwards, forward] }));
  return toChangeResponse(auth, result);
}
