import type { TCreateSignInRequest } from '@shared/schemas/lead-capture.schema';

/** A sign-in taken on the kiosk and not yet accepted by the server. */
export type TQueuedSignIn = { openHouseId: string; signIn: TCreateSignInRequest };

const STORAGE_KEY = 'lead-capture:sign-in-queue';

/** Sign-ins waiting to be sent, oldest first; they survive a reload or a closed tab. */
export function readQueue(): TQueuedSignIn[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as TQueuedSignIn[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: readonly TQueuedSignIn[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
}

export function enqueueSignIn(item: TQueuedSignIn): void {
  writeQueue([...readQueue(), item]);
}

export function removeQueuedSignIn(clientId: string): void {
  writeQueue(readQueue().filter((item) => item.signIn.clientId !== clientId));
}
