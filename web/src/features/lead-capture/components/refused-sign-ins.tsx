import { AlertTriangle, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TRefusedSignIn } from '../lib/sign-in-queue';

type TRefusedSignInsProps = { refused: readonly TRefusedSignIn[]; onRetry: (clientId: string) => void; onDiscard: (clientId: string) => void };

/**
 * The kiosk's sign-ins the server refused, for the agent to retry or discard. The visitors' names stay
 * folded away until the agent opens the list: the next visitor stands at the same tablet.
 */
export function RefusedSignIns({ refused, onRetry, onDiscard }: TRefusedSignInsProps) {
  const [isOpen, setIsOpen] = useState(false);
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="refused-sign-ins-title" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base wrap-anywhere">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="refused-sign-ins-title" className="flex items-center gap-2 font-semibold text-amber-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          {refused.length === 1 ? '1 sign-in needs attention' : `${refused.length} sign-ins need attention`}
        </h2>
        <Button variant="outline" size="lg" aria-expanded={isOpen} aria-controls="refused-sign-ins-list" onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? 'Hide' : 'Review'}
        </Button>
      </div>
      {isOpen && (
        <ul id="refused-sign-ins-list" className="space-y-3">
          {refused.map((item) => (
            <li key={item.signIn.clientId} aria-label={item.signIn.name} className="space-y-2 rounded-lg bg-white p-3">
              <p className="font-medium text-slate-900">
                {item.signIn.name} <span className="break-all text-slate-600">{item.signIn.email}</span>
              </p>
              <p className="text-sm text-red-800">The server refused it: {item.message}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="lg" onClick={() => onRetry(item.signIn.clientId)}>
                  <RotateCcw className="size-5" aria-hidden="true" />
                  Retry
                </Button>
                <DiscardButton name={item.signIn.name} onDiscard={() => onDiscard(item.signIn.clientId)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DiscardButton({ name, onDiscard }: { name: string; onDiscard: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="lg" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 className="size-5" aria-hidden="true" />
          Discard
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title="Discard this sign-in?"
      description={`${name}'s sign-in will be deleted from this tablet and never reach your leads.`}
      confirmLabel="Discard Sign-in"
      pendingLabel="Discarding..."
      isPending={false}
      onConfirm={onDiscard}
    />
  );
}
