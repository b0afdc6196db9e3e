import { PRODUCT_NAME } from '@shared/constants/product';
import type { TMail } from '../../adapters/mail/mail';
import { oneLine } from '../../adapters/mail/mail';

type TThankYou = { to: string; visitorName: string; agentName: string; agentEmail: string; listingTitle: string; listingUrl: string; unsubscribeUrl: string };

/** The agent's thank-you to one visitor of their open house, with the listing's link and a way out. */
export function thankYouMail(input: TThankYou): TMail {
  return {
    to: input.to,
    replyTo: input.agentEmail,
    subject: oneLine(`Thanks for visiting ${input.listingTitle}`),
    text: [
      `Hello ${input.visitorName},`,
      '',
      `Thank you for coming to the open house at ${input.listingTitle}. If you would like another look, have questions or want to make an offer, reply to this e-mail.`,
      '',
      `The listing: ${input.listingUrl}`,
      '',
      input.agentName,
      '',
      '--',
      `Sent through ${PRODUCT_NAME} because you signed in at this open house.`,
      `Unsubscribe from ${input.agentName}'s e-mails: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}

type TSecondMessage = Omit<TThankYou, 'listingTitle'> & { subject: string; body: string };

/**
 * The agent's second message to one visitor some days later: their own subject and words, with the same
 * greeting, listing link, signature and way out as the thank-you.
 */
export function secondMessageMail(input: TSecondMessage): TMail {
  return {
    to: input.to,
    replyTo: input.agentEmail,
    subject: oneLine(input.subject),
    text: [
      `Hello ${input.visitorName},`,
      '',
      input.body,
      '',
      `The listing: ${input.listingUrl}`,
      '',
      input.agentName,
      '',
      '--',
      `Sent through ${PRODUCT_NAME} because you signed in at this open house.`,
      `Unsubscribe from ${input.agentName}'s e-mails: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}
