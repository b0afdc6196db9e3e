import type { TApiKey } from '@shared/schemas/api-key.schema';
import type { TApiKeyRecord } from '../../data/api-key-repository';
import { apiKeyHint } from './api-key-secret';

export const toApiKeyView = (record: TApiKeyRecord): TApiKey => ({
  id: record.keyId,
  name: record.name,
  scopes: record.scopes,
  hint: apiKeyHint(record.keyId),
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
});
