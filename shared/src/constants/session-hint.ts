/**
 * A readable, non-secret cookie (`signed_in=1`) the API sets beside the HttpOnly session cookie, with the same
 * Path, SameSite, Secure and lifetime, and clears with it. It only says "a session may exist": the SPA skips
 * the session check (GET /api/auth/user, 401 when signed out) when it is absent.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
export const SESSION_HINT_VALUE = '1';
