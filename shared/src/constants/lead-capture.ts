/** Leads per page of GET /api/leads (the pipeline's 'Show more' fetches the next). */
export const LEADS_PAGE_SIZE = 50;

/** Open-house sign-in (lead capture at the door). */
export const MAX_SIGN_IN_QUESTIONS = 5;
export const MAX_QUESTION_CHOICES = 6;

export const SIGN_IN_QUESTION_KINDS = [
  { value: 'text', label: 'Text' },
  { value: 'yes-no', label: 'Yes / no' },
  { value: 'choice', label: 'One of several' },
] as const;
export type TSignInQuestionKind = (typeof SIGN_IN_QUESTION_KINDS)[number]['value'];

export const WORKING_WITH_AGENT_OPTIONS = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const;

/**
 * The consent a visitor gives by ticking the box, stored word for word with the time it was given
 * (TCPA: proof of what the person agreed to). Change it only by adding a new text, never by editing.
 */
export const SIGN_IN_CONSENT_TEXT =
  'I agree that the listing agent may contact me about this and other homes by phone, text message and e-mail, including by automated means. Consent is not a condition of any purchase. I can opt out at any time.';

/** Sign-ins this long before the start or after the end still count as during the open house. */
export const SIGN_IN_MARGIN_MINUTES = 60;

export const VISITED_OPEN_HOUSE_LEAD_TYPE = 'Visited Open House';

/** Where an agent's lead stands in their pipeline. */
export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'showing-scheduled', label: 'Showing scheduled' },
  { value: 'under-contract', label: 'Under contract' },
  { value: 'closed', label: 'Closed' },
  { value: 'lost', label: 'Lost' },
] as const;
export type TLeadStatus = (typeof LEAD_STATUSES)[number]['value'];
export const LEAD_STATUS_VALUES = /* @__PURE__ */ LEAD_STATUSES.map((s) => s.value) as [TLeadStatus, ...TLeadStatus[]];

export const LEAD_SOURCES = [
  { value: 'listing', label: 'Listing inquiry' },
  { value: 'profile', label: 'Profile contact' },
  { value: 'open-house', label: 'Visited Open House' },
] as const;
export type TLeadSource = (typeof LEAD_SOURCES)[number]['value'];
export const LEAD_SOURCE_VALUES = /* @__PURE__ */ LEAD_SOURCES.map((s) => s.value) as [TLeadSource, ...TLeadSource[]];

/**
 * Sign-ins an agent's own kiosks may send in an hour, all their open houses together: sized for a busy door, where
 * one connection signs in everyone (a visitor's phone meets the inquiry limits, 5 per listing an hour). What stops a
 * relay is the daily cap on mail to new addresses, which these sign-ins meet like anyone's.
 */
export const KIOSK_SIGN_INS_PER_HOUR = 60;
export const KIOSK_RATE_LIMITED_MESSAGE = `Your kiosks sent ${KIOSK_SIGN_INS_PER_HOUR} sign-ins in the last hour, the most an hour allows. Please try again in an hour.`;
