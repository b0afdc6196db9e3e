import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_MODES, FALLBACK_APP_MODE, type TAppMode } from '@shared/constants/app-mode';
import { apiRequest } from '../api-client';

export const APP_MODE_QUERY_KEY = ['/api/app-mode'] as const;

const isAppMode = (value: string | undefined): value is TAppMode => APP_MODES.some((mode) => mode === value);

/** The APP_MODE of a GET /api/app-mode answer (ZAppModeResponseSchema: one field from APP_MODES), if it has one. */
const appModeOf = (body: unknown): TAppMode | undefined => {
  const mode: unknown = typeof body === 'object' && body !== null && 'APP_MODE' in body ? body.APP_MODE : undefined;
  return typeof mode === 'string' && isAppMode(mode) ? mode : undefined;
};

/**
 * Spec §1: the page's data-app-mode attribute, else GET /api/app-mode, else private-beta. Never throws. Every
 * page's header asks, so the one-field answer is checked against APP_MODES here rather than with its zod schema:
 * zod would otherwise load and build on every first visit, pages that parse nothing else included.
 */
export async function getAppMode(): Promise<TAppMode> {
  const fromPage = document.documentElement.dataset.appMode;
  if (isAppMode(fromPage)) return fromPage;
  try {
    return appModeOf(await apiRequest('/api/app-mode', { on401: 'throw' })) ?? FALLBACK_APP_MODE;
  } catch {
    return FALLBACK_APP_MODE;
  }
}

export const getAppModeQueryOptions = () => queryOptions({ queryKey: APP_MODE_QUERY_KEY, queryFn: getAppMode });

export function useAppMode() {
  return useQuery(getAppModeQueryOptions());
}
