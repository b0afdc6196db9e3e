/**
 * Whether the toaster is on screen. Its code loads after the first screen, so a toast raised before then
 * waits in the store; code that leaves the page right after a toast (a full navigation drops the store)
 * waits for the toaster first, or the user would never see why they were sent away.
 */
let isToasterShown = false;
const waiting: (() => void)[] = [];

/** The toaster calls this once it has mounted. */
export function markToasterShown(): void {
  isToasterShown = true;
  for (const then of waiting.splice(0)) then();
}

/** Runs `then` at once when toasts can be seen, else as soon as the toaster mounts. */
export function whenToastsVisible(then: () => void): void {
  if (isToasterShown) then();
  else waiting.push(then);
}
