/**
 * Why the egress guard did not fetch, or stopped: the address is not one the server may reach (`refused`:
 * scheme, fragment, credentials in the URL, a private or reserved address, a redirect elsewhere), the server
 * could not be reached or did not answer in time, or its answer was larger than the caller reads.
 * Messages are ours: they never carry what a remote server sent.
 */
export type TEgressFailure = 'refused' | 'unreachable' | 'timeout' | 'too-large';

export class EgressError extends Error {
  constructor(
    readonly failure: TEgressFailure,
    message: string,
    options?: { cause?: unknown; reason?: string },
  ) {
    super(message, options);
    this.name = 'EgressError';
    this.reason = options?.reason ?? null;
  }

  /** Why an unreachable server was, in a few lower-case words ('no such host name'), where we know more than "unreachable". */
  readonly reason: string | null;
}

/** A server that could not be reached, for a reason we can name: 'The server could not be reached (no such host name)'. */
export const unreachable = (reason: string, cause?: unknown) =>
  new EgressError('unreachable', `The server could not be reached (${reason})`, { reason, cause });

/** Resolver answers that mean the name has no address (getaddrinfo's, as Node reports them). */
const NO_SUCH_HOST_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_AGAIN', 'EAI_FAIL', 'ENODATA']);

/** A refusal is decided by the address itself: asking again gives the same answer, so callers do not retry it. */
export const isEgressRefusal = (error: unknown): error is EgressError =>
  error instanceof EgressError && (error.failure === 'refused' || error.failure === 'too-large');

/** Any failure of a fetch in our words: the guard's own refusal where there is one (fetch wraps it as a cause), else unreachable or timed out. */
export function toEgressError(error: unknown): EgressError {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof EgressError) return current;
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new EgressError('timeout', 'The server did not answer in time', { cause: error });
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code && NO_SUCH_HOST_CODES.has(code)) return unreachable('no such host name', error);
  }
  return new EgressError('unreachable', 'The server could not be reached', { cause: error });
}
