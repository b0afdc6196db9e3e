import { ACCOUNT_DATA_MESSAGES, ACCOUNT_EXPORT_LINK_HOURS } from '@shared/constants/account-data';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { TMail } from '../../adapters/mail/mail';

/** The mail with the download link of a finished export. */
export const exportReadyMail = (input: { to: string; firstName: string; link: string; expiresAt: string }): TMail => ({
  to: input.to,
  subject: ACCOUNT_DATA_MESSAGES.exportMailSubject,
  text: [
    `Hello ${input.firstName || 'there'},`,
    '',
    `The copy of your ${PRODUCT_NAME} data that you asked for is ready. Open this link while signed in to your account to download it. It works for ${ACCOUNT_EXPORT_LINK_HOURS} hours (until ${input.expiresAt.slice(0, 16).replace('T', ' ')} UTC):`,
    '',
    input.link,
    '',
    'It is one JSON file. Your leads and listings are in it as CSV tables too.',
    '',
    'If you did not ask for this, change your password on your settings page.',
  ].join('\n'),
});
