import { TIMEFRAMES, FINANCING_OPTIONS } from '@shared/constants/buyer-preferences';
import { VISITED_OPEN_HOUSE_LEAD_TYPE } from '@shared/constants/lead-capture';
import type { TMessageRecord } from '../../data/message-records';
import type { TLeadRecord } from '../../data/property-records';
import { newMessageFor } from '../../data/message-records';

type TSignInLead = Extract<TLeadRecord, { source: 'open-house' }>;

/** The conversation a sign-in opens in the agent's inbox: what the visitor told them at the door. */
export function signInMessageFor(lead: TSignInLead): TMessageRecord {
  const { signIn } = lead;
  const lines = [
    `Signed in at the open house${signIn.isOutsideHours ? ' (outside its hours)' : ''}.`,
    `Working with an agent: ${signIn.workingWithAgent ? 'Yes' : 'No'}`,
    signIn.timeframe && `Timeframe: ${TIMEFRAMES.find((t) => t.value === signIn.timeframe)?.label ?? signIn.timeframe}`,
    signIn.financing && `Financing: ${FINANCING_OPTIONS.find((f) => f.value === signIn.financing)?.label ?? signIn.financing}`,
    ...signIn.answers.map((a) => `${a.question} ${a.answer}`),
    `Consent to be contacted: ${signIn.consent ? 'Yes' : 'No'}`,
  ].filter((line): line is string => Boolean(line));
  const body = lines.join('\n');
  const subject = `${VISITED_OPEN_HOUSE_LEAD_TYPE}: ${lead.listingTitle}`;
  const message = newMessageFor(lead);
  return { ...message, body, subject, searchText: [lead.name, lead.email, subject, body, lead.listingTitle].join('\n').toLowerCase() };
}
