import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMlsMemberKind } from '@shared/constants/mls-trust';
import { ZMlsConfigurationSchema, type TMlsConfiguration } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsConfigurationsQueryOptions } from './get-mls-configurations';

type TConfirmMlsVerificationCode = { configurationId: string; kind: TMlsMemberKind; code: string };

/** POST /api/mls/configurations/{id}/verification/confirm: the updated configuration; a 400's message says what was wrong (tries left, expired). */
export const confirmMlsVerificationCode = ({ configurationId, kind, code }: TConfirmMlsVerificationCode): Promise<TMlsConfiguration> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/verification/confirm`, ZMlsConfigurationSchema, {
    method: 'POST',
    body: { kind, code },
  });

/** Reads the cards again, so the id's badge turns Verified. */
export function useConfirmMlsVerificationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMlsVerificationCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey }),
  });
}
