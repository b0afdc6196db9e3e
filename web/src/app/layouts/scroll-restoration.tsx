import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const scrollPositions = new Map<string, number>();

/**
 * Back and forward return to where the user was on that entry. Opening another page starts at its top, or
 * at the element the URL's hash names (/#pricing, /#features); a change of the query string alone (a filter,
 * a layout toggle) keeps the user where they are.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // Scroll events arrive after the render that changed the entry, so they are filed under the entry shown.
  const shown = useRef({ key, pathname });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => scrollPositions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const isSamePage = shown.current.pathname === pathname;
    shown.current = { key, pathname };
    const saved = scrollPositions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!isSamePage) window.scrollTo(0, 0);
  }, [key, pathname, hash, navigationType]);

  return null;
}
