/**
 * The credential of `Authorization: Bearer <token>`, or null when the request has no bearer credential (no header,
 * another scheme). Any header of the Bearer scheme counts, however malformed (empty, with spaces): it is an API call
 * whose key is then refused (401), never a visitor's or a session's call. A call with one never uses the session
 * cookie, and the cookie's CSRF defence (the Origin check) does not apply to it.
 */
export function bearerTokenOf(headers: Readonly<Record<string, string | undefined>>): string | null {
  const match = /^[ \t]*Bearer(?:[ \t]+(.*))?$/is.exec(headers.authorization ?? '');
  return match ? (match[1] ?? '').trim() : null;
}
