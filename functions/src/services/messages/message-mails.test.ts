import type { TMessageRecord } from '../../data/message-records';
import { forwardMail, mailTime, replyMail } from './message-mails';

const message = {
  fromName: 'Pat Buyer',
  email: 'pat@example.test',
  phone: null,
  subject: 'Inquiry about Elm Street Bungalow',
  body: 'Is it still available?',
  listing: { id: '01JWPR00000000000000000001', title: 'Elm Street Bungalow' },
  createdAt: '2026-11-26T12:15:02.026Z',
} as unknown as TMessageRecord;

describe('the e-mails about a message', () => {
  it("give the time it came as a person reads it, on the listing's clock, never the raw timestamp", () => {
    const reply = replyMail(message, { body: 'Yes, it is.', agentName: 'Avery Agent', agentEmail: 'avery@example.test', timeZone: 'America/Denver' });
    expect(reply.text).toContain('Your message (Thu, Nov 26, 2026, 5:15 AM MST):');
    const forward = forwardMail(message, { to: 'crm@example.test', note: null, agentName: 'Avery Agent', agentEmail: 'avery@example.test' });
    expect(forward.text).toContain('Received: Thu, Nov 26, 2026, 6:15 AM CST');
    for (const text of [reply.text, forward.text]) expect(text).not.toContain('2026-11-26T');
  });

  it('names the zone across a daylight-saving change', () => {
    expect(mailTime('2026-07-04T17:00:00.000Z', 'America/Chicago')).toBe('Sat, Jul 4, 2026, 12:00 PM CDT');
  });
});
