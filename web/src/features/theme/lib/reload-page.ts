/** Cancel Changes reloads the page (spec: Theme). One place, so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
