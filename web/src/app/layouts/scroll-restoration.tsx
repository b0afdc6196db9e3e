import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const scrollPositions = new Map<string, number>();

/**
 * Back and forward return to where the user was on that entry; any other navigation starts at the top,
 * or at the element the URL's hash names (/#pricing, /#features).
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // Scroll events arrive after the render that changed the entry, so they are filed under the entry shown.
  const shownKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => scrollPositions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shownKey.current = key;
    if (navigationType === 'POP') window.scrollTo(0, scrollPositions.get(key) ?? 0);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
