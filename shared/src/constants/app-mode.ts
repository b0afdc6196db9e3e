export const APP_MODES = ['beta', 'private-beta', 'live'] as const;
export type TAppMode = (typeof APP_MODES)[number];

/** Spec §1: assumed when the page has no data-app-mode and /api/app-mode fails. */
export const FALLBACK_APP_MODE: TAppMode = 'private-beta';

export const showsBetaBadge = (mode: TAppMode): boolean => mode === 'beta' || mode === 'private-beta';
