/** Limits and timings from spec §9. */
export const MIN_PASSWORD_LENGTH = 8;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const ACCESS_DENIED_REDIRECT_DELAY_MS = 1500;
export const OPEN_HOUSE_REDIRECT_DELAY_MS = 2000;
export const SESSION_CACHE_MS = 300_000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Sessions: idle timeout slides with use; the absolute limit never moves. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;

/** Sign-in failures allowed per IP in a window (accounts and browsers back off instead: services/auth/sign-in-throttle). */
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
export const SIGNIN_MAX_FAILURES_PER_IP = 50;
