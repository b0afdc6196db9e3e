import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { TCreateApiKeyResponse } from '@shared/schemas/api-key.schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyRow } from './api-key-row';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';

const isPlanWithoutApiAccess = (error: unknown) => error instanceof ApiError && error.body?.code === 'PLAN_UPGRADE_REQUIRED';

/**
 * API keys (Team annual): the account's keys for other systems (a CRM, the brokerage's site), each with a
 * name, scopes, creation and last use; a new key is shown once; revoking one stops it at once. A plan
 * without API access sees what it would need instead.
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<TCreateApiKeyResponse | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
          API keys
        </CardTitle>
        <CardDescription>
          Let your CRM or website read your listings, open houses and leads, and add leads, with <code className="text-xs">Authorization: Bearer</code> on the
          same API this site uses (
          <a className="font-medium text-brand-700 underline-offset-2 hover:underline" href="/api/docs">
            API reference
          </a>
          ). A key acts as you: keep it secret.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {keys.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your API keys…
          </p>
        ) : keys.isError ? (
          isPlanWithoutApiAccess(keys.error) ? (
            <p className="text-sm text-slate-700">
              {(keys.error as ApiError).serverMessage} <TextLink to="/subscribe">See the plans</TextLink>
            </p>
          ) : (
            <LoadFailedAlert what="your API keys" onRetry={() => void keys.refetch()} />
          )
        ) : (
          <>
            {created && <NewApiKeyNotice created={created} onDone={() => setCreated(null)} />}
            {keys.data.keys.length === 0 ? (
              <p className="text-sm text-slate-600">No API keys yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="API keys">
                {keys.data.keys.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} />
                ))}
              </ul>
            )}
            <CreateApiKeyForm onCreated={setCreated} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
