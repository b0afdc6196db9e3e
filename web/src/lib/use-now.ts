import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (a minute by default), so what is 'live', 'today' or
 * 'past' moves on while a screen stays open. Tests pin it by faking Date.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
