import type { TCreateSignInRequest } from '@shared/schemas/lead-capture.schema';

/** A sign-in taken on the kiosk and not yet accepted by the server. */
export type TQueuedSignIn = { openHouseId: string; signIn: TCreateSignInRequest };

/** A sign-in the server refused for good, with its reason: kept until the agent retries or discards it. */
export type TRefusedSignIn = TQueuedSignIn & { message: string };

const QUEUE_KEY = 'lead-capture:sign-in-queue';
const REFUSED_KEY = 'lead-capture:sign-ins-refused';

function readList<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: readonly unknown[]): void {
  localStorage.setItem(key, JSON.stringify(list));
}

/** Sign-ins waiting to be sent, oldest first; they survive a reload or a closed tab. */
export function readQueue(): TQueuedSignIn[] {
  return readList<TQueuedSignIn>(QUEUE_KEY);
}

export function enqueueSignIn(item: TQueuedSignIn): void {
  writeList(QUEUE_KEY, [...readQueue(), item]);
}

export function removeQueuedSignIn(clientId: string): void {
  writeList(
    QUEUE_KEY,
    readQueue().filter((item) => item.signIn.clientId !== clientId),
  );
}

/** Sign-ins the server refused, oldest first; they survive a reload like the queue. */
export function readRefused(): TRefusedSignIn[] {
  return readList<TRefusedSignIn>(REFUSED_KEY);
}

/** Moves a queued sign-in to the refused ones, with the server's reason (written before it leaves the queue). */
export function refuseQueuedSignIn(item: TQueuedSignIn, message: string): void {
  writeList(REFUSED_KEY, [...readRefused().filter((refused) => refused.signIn.clientId !== item.signIn.clientId), { ...item, message }]);
  removeQueuedSignIn(item.signIn.clientId);
}

/** Puts a refused sign-in back at the end of the queue (written there before it leaves the refused ones). */
export function requeueRefusedSignIn(clientId: string): void {
  const refused = readRefused().find((item) => item.signIn.clientId === clientId);
  if (refused && !readQueue().some((item) => item.signIn.clientId === clientId)) enqueueSignIn({ openHouseId: refused.openHouseId, signIn: refused.signIn });
  discardRefusedSignIn(clientId);
}

export function discardRefusedSignIn(clientId: string): void {
  writeList(
    REFUSED_KEY,
    readRefused().filter((item) => item.signIn.clientId !== clientId),
  );
}
