/**
 * Whether the toaster is on screen. Its code loads after the first screen, so a toast raised before then
 * waits in the store; code that leaves the page right after a toast (a full navigation drops the store)
 * waits for the toaster first, or the user would never see why they were sent away. It waits
 * `TOASTER_WAIT_MS` at most: a toaster whose code cannot load (offline, a deploy replaced the chunk) must not
 * keep the page from moving on.
 */
let isToasterShown = false;
const waiting = new Set<() => void>();

/** How long code waits for the toaster before it goes on without it. */
export const TOASTER_WAIT_MS = 3_000;

/** The toaster calls this once it has mounted; the lazy toaster, when its code could not load (nothing to wait for). */
export function markToasterShown(): void {
  isToasterShown = true;
  for (const release of [...waiting]) release();
}

/** Runs `then` at once when toasts can be seen, else as soon as the toaster mounts, or after `TOASTER_WAIT_MS`. */
export function whenToastsVisible(then: () => void): void {
  if (isToasterShown) return then();
  const release = () => {
    if (!waiting.delete(release)) return;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(release, TOASTER_WAIT_MS);
  waiting.add(release);
}
