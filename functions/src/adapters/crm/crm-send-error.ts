import { toEgressError } from '../egress/egress-error';

/** A CRM did not take a delivery: its status (null when it could not be reached) and what it said, short. */
export class CrmSendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'CrmSendError';
  }
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs JSON; anything but a 2xx answer (a redirect included: it is not followed), a network failure or a
 * timeout becomes a CrmSendError. `fetchFn` is the egress guard for addresses a user chose (webhooks), whose
 * answers are then not repeated; a CRM we configured (Follow Up Boss) may have its short answer quoted.
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  what: string,
  options: { fetchFn?: typeof fetch; quotesAnswer?: boolean } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await (options.fetchFn ?? fetch)(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch (error) {
    throw new CrmSendError(`${what} could not be reached: ${toEgressError(error).message}`, null);
  }
  if (response.ok) return void (await response.body?.cancel());
  if (!options.quotesAnswer) {
    await response.body?.cancel().catch(() => undefined);
    throw new CrmSendError(`${what} answered ${response.status}`, response.status);
  }
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  throw new CrmSendError(`${what} answered ${response.status}${text ? `: ${text}` : ''}`, response.status);
}
