import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMlsTestResultSchema, type TMlsTestResult } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';
import { getMlsConfigurationsQueryOptions } from './get-mls-configurations';

/** POST /api/mls/configurations/{id}/test: {success, message}; a refused connection is success false, not an error. */
export const testMlsConnection = (configurationId: string): Promise<TMlsTestResult> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/test`, ZMlsTestResultSchema, { method: 'POST' });

/** A RETS Test whose Login names the agent MLS ID verifies it: the cards are read again when it says so. */
export function useTestMlsConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testMlsConnection,
    onSuccess: (result) => {
      if (result.verification?.status === 'verified') return queryClient.invalidateQueries({ queryKey: getMlsConfigurationsQueryOptions().queryKey });
      return undefined;
    },
  });
}
