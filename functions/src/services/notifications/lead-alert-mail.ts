import { oneLine, type TMail } from '../../adapters/mail/mail';
import type { TLeadAlert } from './notification-message';

const WHAT: Record<TLeadAlert['source'], (lead: TLeadAlert) => string> = {
  'open-house': (lead) => `signed in at the open house of ${lead.listingTitle ?? 'your listing'}`,
  listing: (lead) => `asked about ${lead.listingTitle ?? 'your listing'}`,
  profile: () => 'contacted you from your profile',
};

/** The app path of a lead (its card on /leads). */
export const leadPath = (leadId: string) => `/leads?lead=${encodeURIComponent(leadId)}`;

/** The in-app line of a lead alert. */
export function leadNotificationText(lead: TLeadAlert): { title: string; body: string } {
  return { title: oneLine(`New lead: ${lead.name}`, 120), body: oneLine(`${lead.name} ${WHAT[lead.source](lead)} · score ${lead.score}`, 300) };
}

/** One lead's alert, as the body of its own e-mail or a section of a digest. */
export function leadAlertSection(lead: TLeadAlert, siteOrigin: string): string {
  return [
    `${lead.name} ${WHAT[lead.source](lead)}.`,
    '',
    `E-mail: ${lead.email}`,
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    `Score: ${lead.score} / 100`,
    ...(lead.answers.length ? ['', 'Answers:', ...lead.answers.map((a) => `- ${a.question}: ${a.answer}`)] : []),
    ...(lead.message ? ['', 'Message:', lead.message] : []),
    '',
    `See the lead: ${siteOrigin}${leadPath(lead.id)}`,
  ].join('\n');
}

/** The footer of every alert e-mail to an agent: why it came and how to stop it. */
export const alertFooter = (siteOrigin: string, unsubscribePage: string) =>
  ['', '--', `You get this because lead alerts by e-mail are on: ${siteOrigin}/settings`, `Stop lead alert e-mails: ${unsubscribePage}`].join('\n');

/** The instant alert of one lead to its agent; replies go to the lead. */
export function leadAlertMail(input: { to: string; lead: TLeadAlert; siteOrigin: string; unsubscribe: { oneClick: string; page: string } }): TMail {
  return {
    to: input.to,
    replyTo: input.lead.email,
    subject: oneLine(`New lead: ${input.lead.name} (score ${input.lead.score})`),
    text: leadAlertSection(input.lead, input.siteOrigin) + alertFooter(input.siteOrigin, input.unsubscribe.page),
    unsubscribeUrl: input.unsubscribe.oneClick,
  };
}
