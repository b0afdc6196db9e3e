import { MESSAGE_NOT_FOUND } from '@shared/constants/messages';
import type { TMessageChangeResponse } from '@shared/schemas/message.schema';
import type { TMessageRecord } from '../../data/message-records';
import { getMessage, getUnreadMessageCount, replaceMessage } from '../../data/message-repository';
import { AppError, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toMessageView } from './to-message-view';

/** Only the agent an inquiry was sent to may act on it; anyone else (the sender included) gets 404. */
export async function loadAgentMessage(deps: TDeps, auth: TUserActor, id: string): Promise<TMessageRecord> {
  const message = await getMessage(deps.db, id);
  if (!message || message.agentId !== auth.user.id || message.isDeleted) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}

const ATTEMPTS = 3;

/**
 * Applies `change` to the caller's conversation and stores it with a version check (the unread counter
 * moves in the same transaction); a concurrent change is retried on the fresh copy.
 */
export async function changeAgentMessage(
  deps: TDeps,
  auth: TUserActor,
  id: string,
  change: (message: TMessageRecord) => Omit<TMessageRecord, 'version'>,
): Promise<{ record: TMessageRecord; unreadCount: number }> {
  for (let attempt = 1; ; attempt++) {
    const before = await loadAgentMessage(deps, auth, id);
    const after = { ...change(before), version: before.version + 1 };
    try {
      await replaceMessage(deps.db, before, after);
      return { record: after, unreadCount: await getUnreadMessageCount(deps.db, auth.user.id) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT') || attempt >= ATTEMPTS) throw error;
    }
  }
}

export const toChangeResponse = (auth: TUserActor, result: { record: TMessageRecord; unreadCount: number }): TMessageChangeResponse => ({
  item: toMessageView(result.record, 'agent', auth.profile.displayName),
  unreadCount: result.unreadCount,
});
