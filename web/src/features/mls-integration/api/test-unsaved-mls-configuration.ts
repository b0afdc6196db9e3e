import { useMutation } from '@tanstack/react-query';
import { ZMlsTestResultSchema, type TCreateMlsConfigurationRequest, type TMlsTestResult } from '@shared/schemas/mls.schema';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/mls/configurations/test: the Add form's values tested before saving, answered as a saved
 * configuration's Test ({success, message, feed}); nothing is stored. A 401 is the caller's to handle.
 */
export const testUnsavedMlsConfiguration = (body: TCreateMlsConfigurationRequest): Promise<TMlsTestResult> =>
  apiJson('/api/mls/configurations/test', ZMlsTestResultSchema, { method: 'POST', body, on401: 'throw' });

export function useTestUnsavedMlsConfiguration() {
  return useMutation({ mutationFn: testUnsavedMlsConfiguration });
}
