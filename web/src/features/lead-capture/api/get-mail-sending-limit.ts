import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMailSendingLimitSchema, type TMailSendingLimit } from '@shared/schemas/mail-sending-limit.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/mail/sending-limit: the agent's daily limit on mail to new addresses, today's use, what it held back, when it resets. */
export const getMailSendingLimit = (signal?: AbortSignal): Promise<TMailSendingLimit> =>
  apiJson('/api/mail/sending-limit', ZMailSendingLimitSchema, { signal });

export const getMailSendingLimitQueryOptions = () => queryOptions({ queryKey: ['mail-sending-limit'], queryFn: ({ signal }) => getMailSendingLimit(signal) });

export function useMailSendingLimit() {
  return useQuery(getMailSendingLimitQueryOptions());
}
