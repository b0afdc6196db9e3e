import type { TMailSuppression, TSuppressionReason } from '@shared/schemas/mail-suppression.schema';

/** What a suppression stops, as the settings screen names it. */
export function suppressionLabel(suppression: Pick<TMailSuppression, 'scope' | 'agentName'>): string {
  switch (suppression.scope) {
    case 'all':
      return 'All e-mail';
    case 'agent-mail':
      return `E-mail from ${suppression.agentName ?? 'an agent who left'}`;
    case 'lead-alerts':
      return 'Lead alert e-mails';
    case 'search-alerts':
      return 'Saved-search e-mails';
  }
}

export const SUPPRESSION_REASON_LABELS: Record<TSuppressionReason, string> = {
  unsubscribe: 'You unsubscribed',
  bounce: 'Your mailbox refused our mail (hard bounce)',
  complaint: 'You reported our mail as spam',
  'removal-request': 'You asked us to remove your details',
};
