import { MlsError } from '../../../adapters/mls/mls-client';
import { retrying } from '../../../platform/retrying';

/** `retrying` for sync work: an MLS error is the server's answer and is not retried here (the client already honours Retry-After). */
export const retryingMlsWork = <T>(attempts: number, work: () => Promise<T>): Promise<T> => retrying(attempts, work, (error) => error instanceof MlsError);
