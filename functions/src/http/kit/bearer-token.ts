/**
 * The credential of `Authorization: Bearer <token>`, or null when the request has no bearer credential (no header,
 * another scheme). A call with one is an API call: it never uses the session cookie, and the cookie's CSRF
 * defence (the Origin check) does not apply to it.
 */
export function bearerTokenOf(headers: Readonly<Record<string, string | undefined>>): string | null {
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(headers.authorization ?? '');
  return match ? (match[1] ?? '') : null;
}
