import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { changeAgentMessage } from './agent-message';

/**
 * Deletes a conversation from its agent's mailbox for good (its agent only).
 * The lead stays (it is counted on the dashboard and listed with the listing's leads) and the sender
 * still sees their inquiry; the agent never sees the conversation again (404 on every later call).
 */
export async function deleteMessage(deps: TDeps, auth: TUserActor, input: { id: string }): Promise<{ unreadCount: number }> {
  const { unreadCount } = await changeAgentMessage(deps, auth, input.id, (message) => ({ ...message, isDeleted: true, draft: null }));
  return { unreadCount };
}
