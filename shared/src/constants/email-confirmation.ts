/** An account's e-mail is confirmed by a link before any mail but that link goes to it (issue 39). */
export const EMAIL_CONFIRMATION_TTL_HOURS = 24;
/** Confirmation links an account may have sent in an hour beyond the one its sign-up sends (resends and e-mail changes). */
export const EMAIL_CONFIRMATION_SENDS_PER_HOUR = 3;
/** Accounts one client (IP address; an IPv6 /64) may create in an hour. */
export const SIGN_UPS_PER_CLIENT_PER_HOUR = 10;

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

export const EMAIL_CONFIRMATION_MESSAGES = {
  confirmed: (email: string) => `Thanks: ${email} is confirmed. We will send your e-mail there.`,
  expired: 'This confirmation link has expired (links last 24 hours). Sign in and send a new one from the banner or your account.',
  used: 'This confirmation link was already used. Your address is confirmed; nothing more to do.',
  replaced: 'This confirmation link is no longer valid: a newer address was asked for since. Use the link in the latest e-mail.',
  invalid: 'This confirmation link is not valid. Check that you opened the whole link from the e-mail.',
  taken: 'Another account confirmed this address first, so it cannot be yours here.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  sent: (email: string) => `We sent a confirmation link to ${email}. It is valid for 24 hours.`,
  tooManySends: (retryAfterSeconds: number) =>
    `You asked for ${EMAIL_CONFIRMATION_SENDS_PER_HOUR} confirmation e-mails in the last hour. Check your inbox and spam folder, or try again in ${minutes(retryAfterSeconds)}.`,
  tooManySignUps: (retryAfterSeconds: number) => `Too many accounts were created from your connection. Try again in ${minutes(retryAfterSeconds)}.`,
  banner: 'Confirm your e-mail address to get e-mail from us.',
} as const;
