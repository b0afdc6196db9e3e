import type { TMailKind } from '../schemas/mail-suppression.schema';

/**
 * What the unsubscribe page says for each kind of link: what it asks before anything stops, its button, and
 * what is true once done (the answer of the unsubscribe, and the page on every later visit of the link).
 */
export const UNSUBSCRIBE_TEXTS: Record<TMailKind, { ask: string; button: string; done: string }> = {
  'agent-mail': {
    ask: 'Stop receiving e-mails from this agent sent through us.',
    button: 'Unsubscribe',
    done: 'You will receive no more e-mails from this agent through us.',
  },
  'lead-alerts': {
    ask: 'Stop lead alert e-mails to this address. New leads still show under the bell when you sign in.',
    button: 'Stop lead alert e-mails',
    done: 'This address will receive no more lead alert e-mails. To get them again, sign in, lift this under Settings › Stopped e-mail, and turn lead alert e-mails back on.',
  },
  'search-alerts': {
    ask: 'Stop e-mail alerts for all your saved searches. Your searches keep telling you of new homes in the app, under the bell, when you sign in.',
    button: 'Stop saved-search e-mails',
    done: 'This address will receive no more saved-search e-mails. Your searches still tell you of new homes in the app, under the bell. To get e-mails again, sign in and lift this under Settings › Stopped e-mail.',
  },
};

/** The line above `done` on the page. */
export const UNSUBSCRIBED_HEADLINE = 'You’re unsubscribed.';
export const UNSUBSCRIBE_LINK_NOT_VALID = 'This unsubscribe link is not valid.';
