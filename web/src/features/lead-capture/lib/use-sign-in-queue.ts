import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createSignIn } from '../api/create-sign-in';
import {
  discardRefusedSignIn,
  enqueueSignIn,
  readQueue,
  readRefused,
  refuseQueuedSignIn,
  removeQueuedSignIn,
  requeueRefusedSignIn,
  type TQueuedSignIn,
} from './sign-in-queue';

const RETRY_MS = 20_000;

/** The server refused it for good (bad input, a removed sheet): sending it again unchanged cannot help. */
const isFinalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/** The server's message with the fields it named, e.g. 'Validation failed: Enter a valid phone number'. */
function refusalMessage(error: ApiError): string {
  const fields = (error.body?.errors ?? []).map((field) => field.message);
  return [error.serverMessage ?? error.message, fields.join('; ')].filter(Boolean).join(': ');
}

/**
 * The kiosk's outbox: every sign-in is stored first, then sent, oldest first, whenever the browser is
 * online (now, when the connection returns, and every 20 seconds). The server ignores a client id it has
 * already seen, so sending one twice is harmless. A sign-in the server refuses for good is never dropped:
 * it moves to `refused` with the server's message until the agent retries or discards it.
 */
export function useSignInQueue() {
  const [waiting, setWaiting] = useState(() => readQueue().length);
  const [refused, setRefused] = useState(readRefused);
  /** The server's last answer was 429: this connection met the per-connection limit every sign-in meets. */
  const [isRateLimited, setIsRateLimited] = useState(false);
  const isFlushing = useRef(false);

  const refresh = useCallback(() => {
    setWaiting(readQueue().length);
    setRefused(readRefused());
  }, []);

  const flush = useCallback(async () => {
    if (isFlushing.current || !navigator.onLine) return;
    isFlushing.current = true;
    try {
      for (const item of readQueue()) {
        try {
          await createSignIn(item);
          removeQueuedSignIn(item.signIn.clientId);
          setIsRateLimited(false);
        } catch (error) {
          if (!isFinalRefusal(error)) {
            setIsRateLimited(error instanceof ApiError && error.status === 429);
            break;
          }
          refuseQueuedSignIn(item, refusalMessage(error));
        }
      }
    } finally {
      isFlushing.current = false;
      refresh();
    }
  }, [refresh]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [flush]);

  const add = useCallback(
    (item: TQueuedSignIn) => {
      enqueueSignIn(item);
      setWaiting(readQueue().length);
      void flush();
    },
    [flush],
  );

  const retry = useCallback(
    (clientId: string) => {
      requeueRefusedSignIn(clientId);
      refresh();
      void flush();
    },
    [flush, refresh],
  );

  const discard = useCallback(
    (clientId: string) => {
      discardRefusedSignIn(clientId);
      refresh();
    },
    [refresh],
  );

  return { waiting, refused, isRateLimited, add, retry, discard };
}
