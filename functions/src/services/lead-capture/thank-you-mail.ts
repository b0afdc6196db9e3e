import { PRODUCT_NAME } from '@shared/constants/product';
import type { TMail } from '../../adapters/mail/mail';
import { oneLine } from '../../adapters/mail/mail';
import { nameForMail, withoutLinkWords } from './links-in-text';

type TVisitorMail = {
  to: string;
  visitorName: string;
  agentName: string;
  agentEmail: string;
  listingUrl: string;
  unsubscribeUrl: string;
  subject: string;
  body: string;
};

/** 'Hello Dana,' with the name as nameForMail leaves it (no links, one line), or 'Hello,' when nothing is left. */
const greeting = (visitorName: string) => {
  const name = nameForMail(visitorName);
  return name ? `Hello ${name},` : 'Hello,';
};

/**
 * An agent's mail to one visitor of their open house: the agent's subject and words between the greeting
 * and the listing's link, signed by the agent (replies go to them), with the way out. The thank-you and the
 * second message are both this. Of what the visitor typed, only their name goes in, stripped of links;
 * their answers never do. The agent's name is stripped of links too (their profile is not checked for them).
 */
export function visitorMail(input: TVisitorMail): TMail {
  const agentName = withoutLinkWords(input.agentName) || 'Your agent';
  return {
    to: input.to,
    replyTo: input.agentEmail,
    subject: oneLine(input.subject),
    text: [
      greeting(input.visitorName),
      '',
      input.body,
      '',
      `The listing: ${input.listingUrl}`,
      '',
      agentName,
      '',
      '--',
      `Sent through ${PRODUCT_NAME} because you signed in at this open house.`,
      `Unsubscribe from ${agentName}'s e-mails: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}

/** The agent's thank-you to one visitor of their open house; the listing's title, the one text of the agent's in it, goes in without links (the mail links the listing itself). */
export function thankYouMail(input: Omit<TVisitorMail, 'subject' | 'body'> & { listingTitle: string }): TMail {
  const title = withoutLinkWords(input.listingTitle) || 'the home';
  return visitorMail({
    ...input,
    subject: `Thanks for visiting ${title}`,
    body: `Thank you for coming to the open house at ${title}. If you would like another look, have questions or want to make an offer, reply to this e-mail.`,
  });
}
