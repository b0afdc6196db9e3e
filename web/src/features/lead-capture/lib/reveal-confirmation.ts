/**
 * Ref callback for a confirmation that replaces a long form: the page would otherwise stay scrolled where
 * the submit button was (on a phone, below the much shorter confirmation), and a screen reader would be
 * left on a button that no longer exists. Focus moves to it and it scrolls into the middle of the screen.
 */
export function revealConfirmation(node: HTMLElement | null): void {
  if (!node) return;
  node.focus({ preventScroll: true });
  node.scrollIntoView({ block: 'center' });
}
