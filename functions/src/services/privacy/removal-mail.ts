import { PRODUCT_NAME } from '@shared/constants/product';
import { REMOVAL_LINK_TTL_HOURS } from '@shared/constants/privacy';
import type { TMail } from '../../adapters/mail/mail';

/** The link that confirms a visitor's removal request; sent only to the address itself. */
export const removalMail = (to: string, link: string): TMail => ({
  to,
  subject: `Confirm the removal of your details from ${PRODUCT_NAME}`,
  text: [
    `Someone (we hope you) asked ${PRODUCT_NAME} to remove what was given under this address at open houses and in inquiries to agents.`,
    'Open this link and press "Remove my details" to confirm:',
    '',
    link,
    '',
    `Your name, e-mail address, phone and answers will be removed from every agent's leads, and we will send no more e-mail here.`,
    `The link is valid for ${REMOVAL_LINK_TTL_HOURS} hours and works once. If you did not ask for this, ignore this e-mail: nothing changes without the link.`,
  ].join('\n'),
});
