import { useMutation } from '@tanstack/react-query';
import type { TMlsMemberKind } from '@shared/constants/mls-trust';
import { ZSendMlsVerificationCodeResponseSchema, type TSendMlsVerificationCodeResponse } from '@shared/schemas/mls-verification.schema';
import { apiJson } from '../../../lib/api-client';

type TSendMlsVerificationCode = { configurationId: string; kind: TMlsMemberKind };

/**
 * POST /api/mls/configurations/{id}/verification/code: a code to the address the MLS gives for the id (202).
 * 429 too many sends, 409 MLS_MEMBER_NO_EMAIL (ask for a review), 404 unknown to the MLS: the dialog shows each.
 */
export const sendMlsVerificationCode = ({ configurationId, kind }: TSendMlsVerificationCode): Promise<TSendMlsVerificationCodeResponse> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/verification/code`, ZSendMlsVerificationCodeResponseSchema, {
    method: 'POST',
    body: { kind },
  });

export function useSendMlsVerificationCode() {
  return useMutation({ mutationFn: sendMlsVerificationCode });
}
