/** Issue 44, items 1 and 2: "Download my data" and "Delete my account" on /account. */

/** How long the mailed download link of an export works. */
export const ACCOUNT_EXPORT_LINK_HOURS = 24;
/** Where data exports lie in the photo bucket (outside what the site serves); its lifecycle deletes them a day after their link ends. */
export const ACCOUNT_EXPORTS_PREFIX = 'private/exports/';
/** Exports an account may start in a day (each mails a link): one at a time, and at most this many. */
export const ACCOUNT_EXPORTS_PER_DAY = 5;
/** A queued or running export older than this no longer blocks a new one (its worker gave up). */
export const ACCOUNT_EXPORT_STALE_MINUTES = 30;

export const ACCOUNT_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type TAccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

export const ACCOUNT_DATA_MESSAGES = {
  exportRunning: 'An export is already being prepared. Wait for its e-mail before asking for another.',
  exportsPerDay: `You can download your data ${ACCOUNT_EXPORTS_PER_DAY} times a day. Try again tomorrow.`,
  exportStarted: 'We are preparing your data. We will e-mail you a download link when it is ready.',
  exportLinkExpired: `This download link has expired (links last ${ACCOUNT_EXPORT_LINK_HOURS} hours). Ask for a new export on your account page.`,
  exportNotFound: 'This download link is not valid for the account you are signed in to.',
  exportNeedsConfirmedAddress: 'Confirm your e-mail address first: the download link is sent there.',
  exportMailSubject: 'Your data is ready to download',
  passwordRequired: 'Enter your password to delete your account',
  codeRequired: 'Enter the code from your authenticator app',
  codeWrong: 'Invalid authentication code.',
  deletionStarted: 'Your account is deleted. You have been signed out.',
  refundNote: 'Any subscription is cancelled at once. There is no refund beyond what Stripe gives by default.',
} as const;
