import { createHash } from 'node:crypto';
import { secretValue } from '../../platform/secret-values';
import { createSecretBox } from '../auth/secret-box';

let box: ReturnType<typeof createSecretBox> | undefined;

/**
 * Seals Follow Up Boss API keys and webhook signing secrets (AES-256-GCM) with a key derived, under its
 * own label, from the secret that seals MLS credentials: one secret to provision, two independent keys.
 */
export const crmSecretsBox = () => (box ??= createSecretBox(createHash('sha256').update('crm-secrets:').update(secretValue('MLS_CREDENTIALS_KEY')).digest()));
