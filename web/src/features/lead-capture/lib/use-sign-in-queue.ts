import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createSignIn } from '../api/create-sign-in';
import { enqueueSignIn, readQueue, removeQueuedSignIn, type TQueuedSignIn } from './sign-in-queue';

const RETRY_MS = 20_000;

/** The server refused it for good (bad input, a removed sheet): sending it again cannot help. */
const isFinalRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/**
 * The kiosk's outbox: every sign-in is stored first, then sent, oldest first, whenever the browser is
 * online (now, when the connection returns, and every 20 seconds). The server ignores a client id it has
 * already seen, so sending one twice is harmless.
 */
export function useSignInQueue() {
  const [waiting, setWaiting] = useState(() => readQueue().length);
  const isFlushing = useRef(false);

  const flush = useCallback(async () => {
    if (isFlushing.current || !navigator.onLine) return;
    isFlushing.current = true;
    try {
      for (const item of readQueue()) {
        try {
          await createSignIn(item);
          removeQueuedSignIn(item.signIn.clientId);
        } catch (error) {
          if (!isFinalRefusal(error)) break;
          removeQueuedSignIn(item.signIn.clientId);
        }
      }
    } finally {
      isFlushing.current = false;
      setWaiting(readQueue().length);
    }
  }, []);

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

  return { waiting, add };
}
