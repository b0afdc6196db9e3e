import { useEffect, useRef } from 'react';

/** The CSS variable holding the sticky header's height: toasts sit just under it, never over the header. */
export const HEADER_HEIGHT_VARIABLE = '--header-height';

/** Publishes the height of the header the ref is on (it changes: a phone's tab rows, the signed-in bar). */
export function useHeaderHeightVariable<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}
