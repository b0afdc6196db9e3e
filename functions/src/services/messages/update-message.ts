import type { TMessageChangeResponse } from '@shared/schemas/message.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { changeAgentMessage, toChangeResponse } from './agent-message';

/**
 * Marks a conversation read or unread, starred or not, archived or back in the inbox (its agent only).
 * 1. load it (404 unless it was sent to the caller)
 * 2. store the new flags; the unread badge counter follows in the same transaction
 */
export async function updateMessage(
  deps: TDeps,
  auth: TUserActor,
  input: { id: string; read?: boolean; starred?: boolean; archived?: boolean },
): Promise<TMessageChangeResponse> {
  const result = await changeAgentMessage(deps, auth, input.id, (message) => ({
    ...message,
    isRead: input.read ?? message.isRead,
    isStarred: input.starred ?? message.isStarred,
    isArchived: input.archived ?? message.isArchived,
  }));
  return toChangeResponse(auth, result);
}
