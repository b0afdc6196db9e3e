import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportStatus } from '@shared/constants/support';
import {
  ZAdminSupportRequestSchema,
  ZReplySupportRequestResponseSchema,
  type TAdminSupportRequest,
  type TReplySupportRequestResponse,
} from '@shared/schemas/support.schema';
import { apiJson } from '../../../lib/api-client';
import { SUPPORT_INBOX_QUERY_KEY } from './get-support-inbox';

type TRef = { userId: string; id: string };
const pathOf = ({ userId, id }: TRef) => `/api/admin/support-requests/${encodeURIComponent(userId)}/${encodeURIComponent(id)}`;

/** POST …/reply: stored on the request and mailed to its author; `mailed` false when their address is unconfirmed or suppressed. */
export const replyToSupportRequest = ({
  message,
  status,
  ...ref
}: TRef & { message: string; status: 'answered' | 'closed' }): Promise<TReplySupportRequestResponse> =>
  apiJson(`${pathOf(ref)}/reply`, ZReplySupportRequestResponseSchema, { method: 'POST', body: { message, status } });

/** PATCH …: open, answered or closed. */
export const setSupportRequestStatus = ({ status, ...ref }: TRef & { status: TSupportStatus }): Promise<TAdminSupportRequest> =>
  apiJson(pathOf(ref), ZAdminSupportRequestSchema, { method: 'PATCH', body: { status } });

/** A request moves between statuses: every status's inbox is read again. */
const useInboxMutation = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_INBOX_QUERY_KEY }) });
};

export const useReplyToSupportRequest = () => useInboxMutation(replyToSupportRequest);
export const useSetSupportRequestStatus = () => useInboxMutation(setSupportRequestStatus);
