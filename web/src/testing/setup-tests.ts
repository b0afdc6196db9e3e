import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '../lib/toast';
import { markToasterShown } from '../lib/toaster-presence';

// jsdom lacks a few browser APIs that Radix and the router's scroll restoration call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// Lazily loaded screens can take over a second to appear when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

// Screens render here without the app's lazily loaded toaster: toasts count as visible from the start.
markToasterShown();

// A browser that may hold a session: the app asks GET /api/auth/user (each test's mock answers it).
beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete document.documentElement.dataset.appMode;
});
