import { Copy } from 'lucide-react';
import { useId } from 'react';
import type { TCreateApiKeyResponse } from '@shared/schemas/api-key.schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';

/** The new key, this once: the server keeps only its hash, so it can never be shown again. */
export function NewApiKeyNotice({ created, onDone }: { created: TCreateApiKeyResponse; onDone: () => void }) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast({ title: 'API key copied', description: 'Store it where your other system keeps its secrets.' });
    } catch {
      toast({ title: 'Could not copy the key', description: 'Select the key and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <div role="region" aria-label="New API key" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium break-words text-slate-900">Your new key "{created.key.name}"</p>
      <p className="text-sm text-slate-700">Copy it now: this is the only time it is shown. If you lose it, revoke it and create another.</p>
      <label htmlFor={inputId} className="sr-only">
        New API key
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={inputId} readOnly value={created.secret} className="min-w-0 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" className="shrink-0" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy key
        </Button>
      </div>
      <Button size="sm" onClick={onDone}>
        I have stored it
      </Button>
    </div>
  );
}
