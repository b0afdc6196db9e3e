/** Cookie parsing and serialisation for API Gateway v2 events (cookies arrive as an array). */
export function parseCookies(cookieHeaders: readonly string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of cookieHeaders ?? []) {
    for (const part of header.split(';')) {
      const index = part.indexOf('=');
      if (index <= 0) continue;
      const name = part.slice(0, index).trim();
      const value = part.slice(index + 1).trim();
      if (!(name in cookies)) {
        try {
          cookies[name] = decodeURIComponent(value);
        } catch {
          cookies[name] = value;
        }
      }
    }
  }
  return cookies;
}

export type TCookieOptions = { maxAgeSeconds?: number; secure: boolean; httpOnly?: boolean };

export function serializeCookie(name: string, value: string, options: TCookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  return parts.join('; ');
}
