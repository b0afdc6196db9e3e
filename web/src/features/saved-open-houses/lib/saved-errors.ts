import { ACCESS_DENIED_REDIRECT_DELAY_MS } from '@shared/constants/limits';
import { ApiError } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';

let isLeaving = false;

/** Spec §8, saved open houses: 'Unauthorized - Please log in again to continue.', then login after 1.5 s. */
export function handleSavedUnauthorized(): void {
  if (isLeaving) return;
  isLeaving = true;
  toast({ title: 'Unauthorized', description: 'Please log in again to continue.', variant: 'destructive' });
  setTimeout(() => {
    isLeaving = false;
    navigateTo('/api/login');
  }, ACCESS_DENIED_REDIRECT_DELAY_MS);
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A refused status change: the server's reason for a forbidden transition (409), else the spec's text. */
export function reportStatusError(error: unknown): void {
  if (isUnauthorized(error)) return handleSavedUnauthorized();
  const reason = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
  toast({ title: 'Error', description: reason ?? 'Failed to update status. Please try again.', variant: 'destructive' });
}

export function reportRemoveError(error: unknown): void {
  if (isUnauthorized(error)) return handleSavedUnauthorized();
  toast({ title: 'Error', description: 'Failed to remove open house. Please try again.', variant: 'destructive' });
}
