import { ACCESS_DENIED_REDIRECT_DELAY_MS } from '@shared/constants/limits';
import { MLS_MESSAGES } from '@shared/constants/mls';
import type { TMlsTestResult } from '@shared/schemas/mls.schema';
import { ApiError, handleLoggedOut } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** Spec §8: a 401 on create reads as the saved-open-houses one: 'Unauthorized - Please log in again to continue.', login after 1.5 s. */
export function reportCreateError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    handleLoggedOut('Please log in again to continue.', ACCESS_DENIED_REDIRECT_DELAY_MS);
    return;
  }
  toast({ title: 'Error', description: MLS_MESSAGES.createFailed, variant: 'destructive' });
}

/** A 401 has already been told and sent to login by the API client. */
const wasLoggedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The spec's failure toast for one action, unless the error was a 401 (already told). */
const reportFailure =
  (description: string) =>
  (error: unknown): void => {
    if (wasLoggedOut(error)) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  };

/**
 * A second sync while one runs, and a registered MLS's configuration whose ids are not verified yet, are refused
 * with the server's reason; anything else gets the spec's text.
 */
export function reportSyncError(error: unknown): void {
  if (error instanceof ApiError && error.body?.code === 'SYNC_ALREADY_RUNNING') {
    toast({ title: 'Sync Already Running', description: error.serverMessage ?? MLS_MESSAGES.syncAlreadyRunning, variant: 'destructive' });
    return;
  }
  if (error instanceof ApiError && error.body?.code === 'MLS_MEMBER_NOT_VERIFIED' && error.serverMessage) {
    toast({ title: 'Error', description: error.serverMessage, variant: 'destructive' });
    return;
  }
  reportFailure(MLS_MESSAGES.syncFailed)(error);
}

export const reportTestError = reportFailure(MLS_MESSAGES.testFailed);
export const reportDeleteError = reportFailure(MLS_MESSAGES.deleteFailed);
export const reportUpdateError = reportFailure('Failed to update configuration. Please try again.');

/** A Test's answer (a saved configuration's or the Add form's): a refused connection is a result, told as a failure. */
export function reportTestResult(result: TMlsTestResult): void {
  if (result.success) toast({ title: MLS_MESSAGES.connectionSuccessful, description: result.message });
  else toast({ title: MLS_MESSAGES.connectionFailed, description: result.message, variant: 'destructive' });
}
