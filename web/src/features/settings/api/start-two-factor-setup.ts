import { useMutation } from '@tanstack/react-query';
import { ZTwoFactorSetupResponseSchema, type TTwoFactorSetupResponse } from '@shared/schemas/settings.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/settings/two-factor/setup: a new secret (text and QR code) that the first code confirms. */
export const startTwoFactorSetup = (): Promise<TTwoFactorSetupResponse> =>
  apiJson('/api/settings/two-factor/setup', ZTwoFactorSetupResponseSchema, { method: 'POST' });

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
