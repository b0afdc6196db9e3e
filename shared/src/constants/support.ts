/** Priority support (issue 43): the Help page's request form, the admins' inbox, and what each side is told. */

export const SUPPORT_TOPICS = ['account', 'billing', 'listings', 'open-houses', 'leads', 'mls', 'other'] as const;
export type TSupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<TSupportTopic, string> = {
  account: 'Account and sign-in',
  billing: 'Billing and plans',
  listings: 'Listings and photos',
  'open-houses': 'Open houses',
  leads: 'Leads and messages',
  mls: 'MLS import',
  other: 'Something else',
};

/** open: waiting for us; answered: we replied (the user may write again); closed: done. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<TSupportStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

/** A request from a plan with priority support is 'priority'; the admins' inbox lists those first. */
export const SUPPORT_PRIORITIES = ['priority', 'standard'] as const;
export type TSupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** What the Help page promises, by the caller's priority. */
export const SUPPORT_ANSWER_TIMES: Record<TSupportPriority, string> = {
  priority: 'We answer within 1 business day',
  standard: 'We answer within 3 business days',
};

/** Requests one account may send in an hour (429 with Retry-After beyond). */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
export const SUPPORT_REPLY_MAX_LENGTH = 5000;
export const SUPPORT_SCREENSHOT_MAX_MB = 5;
/** Where screenshots lie in the photo bucket: private (never served as a photo), read only through their request's route by its author and the admins. */
export const SUPPORT_SCREENSHOTS_PREFIX = 'private/support/';
/** Where screenshots lay before they were private (served to anyone holding the link): moved by infra/local/seed/move-support-screenshots.ts. */
export const LEGACY_SUPPORT_SCREENSHOTS_PREFIX = 'photos/support/';
/** Requests per page of the admins' inbox. */
export const SUPPORT_INBOX_PAGE_SIZE = 20;

export const SUPPORT_MESSAGES = {
  sent: 'Your request was sent.',
  tooMany: `You have sent ${SUPPORT_REQUESTS_PER_HOUR} requests in the last hour. Please wait before sending another.`,
  notFound: 'Support request not found.',
  screenshotNotFound: 'Screenshot not found.',
  foreignScreenshot: 'This screenshot does not belong to your account.',
  screenshotTooLarge: `The screenshot must be at most ${SUPPORT_SCREENSHOT_MAX_MB} MB.`,
} as const;
