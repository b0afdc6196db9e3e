import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_MODES, FALLBACK_APP_MODE, type TAppMode } from '@shared/constants/app-mode';
import { apiJsonDeferred } from '../api-client';

export const APP_MODE_QUERY_KEY = ['/api/app-mode'] as const;

const isAppMode = (value: string | undefined): value is TAppMode => APP_MODES.some((mode) => mode === value);

/** Spec §1: the page's data-app-mode attribute, else GET /api/app-mode, else private-beta. Never throws. */
export async function getAppMode(): Promise<TAppMode> {
  const fromPage = document.documentElement.dataset.appMode;
  if (isAppMode(fromPage)) return fromPage;
  try {
    const { APP_MODE } = await apiJsonDeferred('/api/app-mode', () => import('@shared/schemas/app-mode.schema').then((m) => m.ZAppModeResponseSchema), { on401: 'throw' });
    return APP_MODE;
  } catch {
    return FALLBACK_APP_MODE;
  }
}

export const getAppModeQueryOptions = () => queryOptions({ queryKey: APP_MODE_QUERY_KEY, queryFn: getAppMode });

export function useAppMode() {
  return useQuery(getAppModeQueryOptions());
}
