import { useLocation } from 'react-router-dom';

/** The screens a listing is opened from that its page leads back to, with their filters. */
const SEARCH_SCREENS = { '/listings': 'Back to listings', '/map': 'Back to map' } as const;

type TSearchOriginState = { searchOrigin: string };

const isSearchScreen = (pathname: string): pathname is keyof typeof SEARCH_SCREENS => pathname in SEARCH_SCREENS;

/**
 * The link state a listing's link carries from /listings or /map: the screen's URL with its filters, so the listing's
 * "Back to …" returns there as it was. Undefined elsewhere.
 */
export function useSearchOriginState(): TSearchOriginState | undefined {
  const { pathname, search } = useLocation();
  return isSearchScreen(pathname) ? { searchOrigin: `${pathname}${search}` } : undefined;
}

/** Where a listing's page leads back to: the search it was opened from (history state), else /listings. */
export function backToSearchOf(state: unknown): { to: string; label: string } {
  const origin = typeof state === 'object' && state !== null && 'searchOrigin' in state ? (state as TSearchOriginState).searchOrigin : null;
  const pathname = typeof origin === 'string' && origin.startsWith('/') ? origin.split('?')[0]! : null;
  if (origin && pathname && isSearchScreen(pathname)) return { to: origin, label: SEARCH_SCREENS[pathname] };
  return { to: '/listings', label: SEARCH_SCREENS['/listings'] };
}
