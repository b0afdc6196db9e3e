import { PRODUCT_NAME } from '@shared/constants/product';
import { EMAIL_CONFIRMATION_TTL_HOURS } from '@shared/constants/email-confirmation';
import type { TMail } from '../../adapters/mail/mail';

/** The link that confirms an address: the only mail an unconfirmed address gets. */
export const confirmationMail = (to: string, link: string, isChange: boolean): TMail => ({
  to,
  subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
  text: [
    isChange ? `You asked to use this address for your ${PRODUCT_NAME} account.` : `Welcome to ${PRODUCT_NAME}.`,
    'Open this link and press Confirm to confirm the address:',
    '',
    link,
    '',
    `The link is valid for ${EMAIL_CONFIRMATION_TTL_HOURS} hours. Until then we send no other e-mail here.`,
    `If you did not ask for this, ignore this e-mail: nothing changes without the link.`,
  ].join('\n'),
});
