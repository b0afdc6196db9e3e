/**
 * Automated mail an account may send per day (UTC) to addresses it has never mailed before: thank-yous and
 * second messages to open-house visitors. Addresses it mailed before do not count; mail over the cap is not
 * sent (the product is no relay for a list of strangers' addresses). A trial (or a lapsed account) gets the
 * smaller number, a paid plan the larger.
 */
export const NEW_ADDRESS_MAILS_PER_DAY = { trial: 50, paid: 500 } as const;
export type TMailAllowanceTier = keyof typeof NEW_ADDRESS_MAILS_PER_DAY;

/**
 * Showing-request confirmations one buyer gets per UTC day: each goes only to their
 * own confirmed address; past the cap the request still reaches the agent, without the buyer's copy.
 */
export const SHOWING_CONFIRMATIONS_PER_DAY = 10;

/**
 * Lead alert e-mails of one lead each an agent gets per hour (UTC) with instant e-mail on; past it, the
 * hour's further leads wait for the hourly digest (25 to an e-mail) as if they had chosen hourly.
 */
export const LEAD_ALERT_MAILS_PER_HOUR = 20;

/**
 * Waiting-mail e-mails (the agents' digests, the buyers' saved-search e-mails; 25 items each) one person gets per
 * hour (UTC) of each kind, counted as each one goes: the one that reaches it says how many more wait, and those
 * go the next hour (none is lost).
 */
export const WAITING_MAIL_EMAILS_PER_HOUR = 6;
