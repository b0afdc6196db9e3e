/**
 * People's data (issue 44): how long we keep what visitors gave, and what a visitor's own removal request says.
 * LEAD_RETENTION_YEARS is the default; the retention worker reads LEAD_RETENTION_DAYS from its environment.
 */
export const LEAD_RETENTION_YEARS = 3;
export const LEAD_RETENTION_DAYS = LEAD_RETENTION_YEARS * 365;
/** In-app notifications go through DynamoDB TTL this long after they were made. */
export const NOTIFICATION_RETENTION_DAYS = 90;
/** A removal link lasts this long and works once. */
export const REMOVAL_LINK_TTL_HOURS = 24;
/** Removal requests one connection may make in an hour, and one address may be sent in a day. */
export const REMOVAL_REQUESTS_PER_CLIENT_PER_HOUR = 5;
export const REMOVAL_REQUESTS_PER_ADDRESS_PER_DAY = 3;

/** Why a lead's personal details are gone. */
export const LEAD_REMOVAL_REASONS = ['request', 'retention'] as const;
export type TLeadRemovalReason = (typeof LEAD_REMOVAL_REASONS)[number];

/** What the agent sees in place of the person's name. */
export const LEAD_REMOVED_LABELS: Record<TLeadRemovalReason, string> = {
  request: 'Removed at the person’s request',
  retention: 'Removed after the retention period',
};

export const REMOVAL_REQUEST_MESSAGES = {
  // The same whether or not we hold anything for the address, so the form cannot tell who is a lead.
  sent: 'If we hold anything you gave at an open house or in an inquiry under this address, we sent a link to it. Open it within 24 hours to confirm the removal.',
  tooMany: 'Too many removal requests. Please try again later.',
  done: 'Done: your name, e-mail, phone and answers are removed from every agent’s leads, and we will send no more e-mail to this address.',
  invalid: 'This removal link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This removal link has expired (links last 24 hours). Ask again from the privacy page.',
  used: 'This removal link was already used. Your details were removed; nothing more to do.',
} as const;
