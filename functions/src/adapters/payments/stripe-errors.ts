/** What Stripe sends with a refusal: `{ error: { type, code, decline_code, message, param } }`. */
type TStripeErrorBody = { type?: unknown; code?: unknown; decline_code?: unknown; message?: unknown; param?: unknown };

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** An answer of Stripe's other than 2xx (after the retries): a refusal (card declined, no such price, …) or its outage. */
export class StripeApiError extends Error {
  override readonly name = 'StripeApiError';
  constructor(
    message: string,
    readonly status: number,
    /** Stripe's error type: `card_error`, `invalid_request_error`, `idempotency_error`, `api_error`, … */
    readonly type: string,
    readonly code: string | null,
    readonly declineCode: string | null,
    readonly param: string | null,
    readonly requestId: string | null,
  ) {
    super(message);
  }

  /** The error from an answer's status and JSON body; a body that is no Stripe error is reported as the SDK reports it. */
  static fromAnswer(status: number, body: unknown, requestId: string | null): StripeApiError {
    const error = (body as { error?: TStripeErrorBody } | null)?.error;
    if (typeof error !== 'object' || error === null) return new StripeApiError('Invalid JSON received from the Stripe API', status, 'api_error', null, null, null, requestId);
    return new StripeApiError(
      stringOrNull(error.message) ?? `Stripe answered ${status}`,
      status,
      stringOrNull(error.type) ?? 'api_error',
      stringOrNull(error.code),
      stringOrNull(error.decline_code),
      stringOrNull(error.param),
      requestId,
    );
  }

  /** The class name the official SDK gives this answer (StripeCardError, …): what PaymentProviderError.type has always carried. */
  get sdkErrorName(): string {
    if (this.status === 429 || (this.status === 400 && this.code === 'rate_limit')) return 'StripeRateLimitError';
    if (this.status === 400 || this.status === 404) return this.type === 'idempotency_error' ? 'StripeIdempotencyError' : 'StripeInvalidRequestError';
    if (this.status === 401) return 'StripeAuthenticationError';
    if (this.status === 402) return 'StripeCardError';
    if (this.status === 403) return 'StripePermissionError';
    return 'StripeAPIError';
  }
}

/** No answer from Stripe after the retries: the network failed or each attempt timed out. Not a refusal: callers treat it as an outage. */
export class StripeConnectionError extends Error {
  override readonly name = 'StripeConnectionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
