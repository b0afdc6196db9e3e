import { oneLine, type TMail } from '../../adapters/mail/mail';

/** The buyer's own copy of a showing request: what was sent, to whom, and what happens next. */
export function showingConfirmationMail(input: {
  to: string;
  listingId: string;
  listingTitle: string | null;
  times: readonly string[];
  siteOrigin: string;
}): TMail {
  const home = input.listingTitle ?? 'the home';
  return {
    to: input.to,
    subject: oneLine(`Showing requested: ${home}`),
    text: [
      `We sent your showing request for ${home} to its listing agent. They will get back to you to confirm a time.`,
      '',
      input.times.length === 1 ? 'The time you offered:' : 'The times you offered:',
      ...input.times.map((time) => `- ${time}`),
      '',
      `See the home: ${input.siteOrigin}/property/${encodeURIComponent(input.listingId)}`,
      '',
      '--',
      'You get this because you asked for a showing while signed in to OpenHouse Market.',
    ].join('\n'),
  };
}
