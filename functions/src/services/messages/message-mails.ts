import { PRODUCT_NAME } from '@shared/constants/product';
import type { TMail } from '../../adapters/mail/mail';
import type { TMessageRecord } from '../../data/message-records';

const quote = (text: string) => (text ? text.split('\n').map((line) => `> ${line}`).join('\n') : '> (no message)');

/** The agent's reply, to the address the sender gave; answers go straight to the agent. */
export function replyMail(message: TMessageRecord, reply: { body: string; agentName: string; agentEmail: string }): TMail {
  const about = message.listing ? `your inquiry about ${message.listing.title}` : 'your message';
  return {
    to: message.email,
    replyTo: reply.agentEmail,
    subject: `Re: ${message.listing ? message.subject : `Your message to ${reply.agentName}`}`,
    text: [
      `Hello ${message.fromName},`,
      '',
      `${reply.agentName} replied to ${about} on ${PRODUCT_NAME}:`,
      '',
      reply.body,
      '',
      `Your message (${message.createdAt}):`,
      quote(message.body),
      '',
      `Reply to this e-mail to answer ${reply.agentName} directly.`,
    ].join('\n'),
  };
}

/** The inquiry, passed on by its agent to someone else (a colleague, a CRM inbox). */
export function forwardMail(message: TMessageRecord, forward: { to: string; note: string | null; agentName: string; agentEmail: string }): TMail {
  return {
    to: forward.to,
    replyTo: forward.agentEmail,
    subject: `Fwd: ${message.subject}`,
    text: [
      `${forward.agentName} forwarded an inquiry from ${PRODUCT_NAME}.`,
      ...(forward.note ? ['', forward.note] : []),
      '',
      '---------- Forwarded inquiry ----------',
      `From: ${message.fromName} <${message.email}>`,
      ...(message.phone ? [`Phone: ${message.phone}`] : []),
      `Received: ${message.createdAt}`,
      `Subject: ${message.subject}`,
      ...(message.listing ? [`Property: ${message.listing.title}`] : []),
      '',
      message.body || '(no message)',
    ].join('\n'),
  };
}
