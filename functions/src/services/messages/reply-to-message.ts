import { ulid } from 'ulid';
import { MAX_REPLIES_PER_MESSAGE } from '@shared/constants/messages';
import type { TMessageChangeResponse } from '@shared/schemas/message.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertNotSuppressed } from '../mail-trust/suppression';
import { changeAgentMessage, loadAgentMessage, toChangeResponse } from './agent-message';
import { spendMailBudget } from './mail-budget';
import { listingTimeZoneOf, replyMail } from './message-mails';

const FULL_MESSAGE = `This conversation has reached ${MAX_REPLIES_PER_MESSAGE} replies. Please answer by e-mail.`;

/**
 * The agent answers an inquiry (its agent only; the body is validated non-blank by the schema).
 * 1. load the conversation (404 unless it was sent to the caller); refuse a full conversation
 * 2. refuse an address that bounced or complained (409); spend one e-mail from the caller's hourly budget (429 when used up)
 * 3. e-mail the reply (its times on the listing's clock) to the sender (Reply-To: the agent) through the mail adapter
 * 4. store the reply on the conversation, clear the draft and mark it read
 */
export async function replyToMessage(
  deps: TDeps & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string; body: string },
): Promise<TMessageChangeResponse> {
  const message = await loadAgentMessage(deps, auth, input.id);
  if (message.replies.length >= MAX_REPLIES_PER_MESSAGE) throw badRequest(FULL_MESSAGE);
  await assertNotSuppressed(deps, { email: message.email, kind: 'direct' });
  await spendMailBudget(deps, auth.user.id);
  const agentName = auth.profile.displayName;
  await deps.mail.send(replyMail(message, { body: input.body, agentName, agentEmail: auth.user.email, timeZone: await listingTimeZoneOf(deps, message) }));
  const reply = { id: ulid(), fromName: agentName, body: input.body, sentAt: deps.clock.now().toISOString() };
  const result = await changeAgentMessage(deps, auth, input.id, (current) => ({
    ...current,
    replies: [...current.replies, reply],
    draft: null,
    isRead: true,
  }));
  return toChangeResponse(auth, result);
}
