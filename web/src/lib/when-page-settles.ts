/**
 * Calls `start` once the page has loaded and the browser has a quiet moment (soon after, at the latest):
 * for work the first screen does not need. Returns a function that cancels it.
 */
export function whenPageSettles(start: () => void): () => void {
  let idleId: number | undefined;
  const onLoad = () => {
    idleId = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 300 }) : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleId);
  };
}
