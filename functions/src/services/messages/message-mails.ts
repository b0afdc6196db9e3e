import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { TMail } from '../../adapters/mail/mail';
import type { TMessageRecord } from '../../data/message-records';
import { getProperty } from '../../data/property-repository';
import type { TDeps } from '../deps';

/**
 * When the message came, as a person reads it: 'Thu, Nov 26, 2026, 6:15 AM CST', on the clock of the listing it
 * is about (else the marketplace's), with the zone named so a reader elsewhere is not misled.
 */
export const mailTime = (instant: string, timeZone = LISTING_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));

const quote = (text: string) =>
  text
    ? text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')
    : '> (no message)';

/** The agent's reply, to the address the sender gave; answers go straight to the agent. */
export function replyMail(message: TMessageRecord, reply: { body: string; agentName: string; agentEmail: string; timeZone?: string }): TMail {
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
      `Your message (${mailTime(message.createdAt, reply.timeZone)}):`,
      quote(message.body),
      '',
      `Reply to this e-mail to answer ${reply.agentName} directly.`,
    ].join('\n'),
  };
}

/** The inquiry, passed on by its agent to someone else (a colleague, a CRM inbox). */
export function forwardMail(
  message: TMessageRecord,
  forward: { to: string; note: string | null; agentName: string; agentEmail: string; timeZone?: string },
): TMail {
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
      `Received: ${mailTime(message.createdAt, forward.timeZone)}`,
      `Subject: ${message.subject}`,
      ...(message.listing ? [`Property: ${message.listing.title}`] : []),
      '',
      message.body || '(no message)',
    ].join('\n'),
  };
}

/** The zone of the listing a message is about (a profile contact, or a listing since deleted: the marketplace's). */
export async function listingTimeZoneOf(deps: Pick<TDeps, 'db'>, message: TMessageRecord): Promise<string | undefined> {
  return message.listing ? (await getProperty(deps.db, message.listing.id))?.timeZone : undefined;
}
