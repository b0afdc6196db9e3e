import { useState } from 'react';
import type { TMailSuppression } from '@shared/schemas/mail-suppression.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useMailSuppressions } from '../api/mail-suppressions';
import { SUPPRESSION_REASON_LABELS, suppressionLabel } from '../lib/mail-suppression-labels';
import { LiftSuppressionDialog } from './lift-suppression-dialog';

const keyOf = (s: TMailSuppression) => `${s.scope}:${s.agentId ?? ''}`;

/**
 * Stopped e-mail: what we no longer send to the user's own address (an unsubscribe stops one kind, a hard
 * bounce or a spam report everything), why and since when; only here, with the password, does it resume.
 */
export function StoppedMailCard() {
  const suppressions = useMailSuppressions();
  const [lifting, setLifting] = useState<TMailSuppression | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stopped e-mail</CardTitle>
        <CardDescription>
          Mail we no longer send to {suppressions.data?.email ?? 'your address'}. Turning a saved search or lead alerts back on does not resume it; lifting it
          here does.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {suppressions.isPending ? (
          'Loading…'
        ) : suppressions.isError ? (
          'We could not load your stopped e-mail.'
        ) : suppressions.data.items.length === 0 ? (
          <p className="text-slate-600">Nothing is stopped: you get the e-mail your settings ask for.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Stopped e-mail">
            {suppressions.data.items.map((item) => (
              <li key={keyOf(item)} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-slate-900">{suppressionLabel(item)}</p>
                  <p className="text-sm text-slate-600">
                    {SUPPRESSION_REASON_LABELS[item.reason]} · since {formatDate(item.since)}
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setLifting(item)} aria-label={`Lift: ${suppressionLabel(item)}`}>
                  Lift
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {lifting && <LiftSuppressionDialog suppression={lifting} onClose={() => setLifting(null)} />}
    </Card>
  );
}
