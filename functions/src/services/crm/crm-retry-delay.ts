/** The wait before attempt `attempt + 1`: base, 3 × base, 9 × base, … capped at 15 minutes. */
export const crmRetryDelaySeconds = (baseSeconds: number, attempt: number) => Math.min(900, baseSeconds * 3 ** Math.max(0, attempt - 1));
