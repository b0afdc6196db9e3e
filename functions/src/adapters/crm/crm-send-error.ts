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

/** POSTs JSON; anything but a 2xx answer (a redirect included: it is not followed), a network failure or a timeout becomes a CrmSendError. */
export async function postJson(url: string, body: string, headers: Record<string, string>, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, signal: AbortSignal.timeout(SEND_TIMEOUT_MS), redirect: 'manual' });
  } catch (error) {
    throw new CrmSendError(`${what} could not be reached: ${(error as Error).message}`, null);
  }
  if (response.ok) return void (await response.body?.cancel());
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  throw new CrmSendError(`${what} answered ${response.status}${text ? `: ${text}` : ''}`, response.status);
}
