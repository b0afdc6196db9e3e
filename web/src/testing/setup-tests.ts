import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { pageNavigation } from '../lib/navigation';
import { resetToasts } from '../lib/toast';
import { markToasterShown } from '../lib/toaster-presence';
// The app loads the toaster's code with the first toast; loaded here once, a test's first toast is not later than its others.
import '../components/ui/toaster';

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
// jsdom cannot leave or reload the page: each test sees the app's calls to do so on pageNavigation's spies.
beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.mocked(pageNavigation.assign).mockRestore();
  vi.mocked(pageNavigation.reload).mockRestore();
  vi.useRealTimers();
  delete document.documentElement.dataset.appMode;
  // One jsdom serves the whole worker: what a test left in storage (hearts, held saves, "returning visitor",
  // "new account" marks) must not reach the next file's screens.
  localStorage.clear();
  sessionStorage.clear();
});
