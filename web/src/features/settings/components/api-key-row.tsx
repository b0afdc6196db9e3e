import { useState } from 'react';
import { API_KEY_SCOPE_LABELS } from '@shared/constants/api-keys';
import type { TApiKey } from '@shared/schemas/api-key.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRevokeApiKey } from '../api/api-keys';

const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One key: name, scopes, when made and last used, and Revoke (confirmed: whatever uses the key stops at once). */
export function ApiKeyRow({ apiKey }: { apiKey: TApiKey }) {
  const revoke = useRevokeApiKey();
  const [isConfirming, setConfirming] = useState(false);
  const confirmRevoke = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'API key revoked', description: `"${apiKey.name}" no longer works.` });
      },
      onError: () => toast({ title: 'Could not revoke the key', description: 'Please try again.', variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words text-slate-900">{apiKey.name}</p>
        <p className="font-mono text-xs break-all text-slate-600">{apiKey.hint}</p>
        <p className="text-sm text-slate-600">{apiKey.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(' · ')}</p>
        <p className="text-xs text-slate-500">
          Created {formatDateTime(apiKey.createdAt, ownTimeZone())} ·{' '}
          {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt, ownTimeZone())}` : 'Never used'}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        }
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={`Revoke "${apiKey.name}"?`}
        description="Anything using this key stops working at once. This cannot be undone: you would create a new key instead."
        confirmLabel="Revoke key"
        pendingLabel="Revoking…"
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </li>
  );
}
