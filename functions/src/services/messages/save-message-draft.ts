import type { TMessageChangeResponse } from '@shared/schemas/message.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { changeAgentMessage, toChangeResponse } from './agent-message';

/** Keeps the reply being written on the conversation (its agent only); an empty body removes the draft. */
export async function saveMessageDraft(deps: TDeps, auth: TUserActor, input: { id: string; body: string }): Promise<TMessageChangeResponse> {
  const savedAt = deps.clock.now().toISOString();
  const result = await changeAgentMessage(deps, auth, input.id, (message) => ({
    ...message,
    draft: input.body.trim() ? { body: input.body, savedAt } : null,
  }));
  return toChangeResponse(auth, result);
}
