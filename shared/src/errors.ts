/**
 * Error codes shared by the API and the web client. The API maps each to one HTTP status and sends the
 * code in every error body; the web matches codes, never message text.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** Signed in as a professional, but no subscription (or trial) that allows listing. */
  SUBSCRIPTION_REQUIRED: 403,
  /** The plan's active-listing limit is reached: upgrade, or unpublish a listing first. */
  PLAN_LIMIT_REACHED: 403,
  /** The caller's plan does not include what the route offers (shared/src/constants/plan-capabilities.ts); the message names the plans that do. */
  PLAN_UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The address bounced or complained (it is on the suppression list): no mail of ours goes to it. */
  ADDRESS_SUPPRESSED: 409,
  /** A sync is already running for that MLS configuration; a second one is refused, not queued. */
  SYNC_ALREADY_RUNNING: 409,
  /** The MLS gives no e-mail for that member or office id (or has no Member resource): ask for a review instead. */
  MLS_MEMBER_NO_EMAIL: 409,
  /** A registered MLS's configuration whose ids are all unverified: it imports nothing until one is verified. */
  MLS_MEMBER_NOT_VERIFIED: 409,
  /** An export of the account's data is being prepared: one at a time. */
  EXPORT_RUNNING: 409,
  /** An export's download link past its 24 hours. */
  EXPORT_LINK_EXPIRED: 410,
  /** An e-mail confirmation link past its 24 hours. */
  EMAIL_LINK_EXPIRED: 410,
  /** An e-mail confirmation link already followed, or one for a pending address since replaced. */
  EMAIL_LINK_USED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The MLS did not answer a question only it can (who holds a member id). */
  MLS_UNREACHABLE: 502,
  /** The payment provider refused the request or could not be reached. */
  PAYMENT_PROVIDER_ERROR: 502,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export type TFieldError = { path: string; message: string };

/** The body of every error response. */
export type TErrorBody = { message: string; code?: TErrorCode; errors?: TFieldError[]; requestId?: string };
