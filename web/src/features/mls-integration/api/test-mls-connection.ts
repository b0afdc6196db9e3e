import { useMutation } from '@tanstack/react-query';
import { ZMlsTestResultSchema, type TMlsTestResult } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/mls/configurations/{id}/test: {success, message}; a refused connection is success false, not an error. */
export const testMlsConnection = (configurationId: string): Promise<TMlsTestResult> =>
  apiJson(`/api/mls/configurations/${encodeURIComponent(configurationId)}/test`, ZMlsTestResultSchema, { method: 'POST' });

export function useTestMlsConnection() {
  return useMutation({ mutationFn: testMlsConnection });
}
