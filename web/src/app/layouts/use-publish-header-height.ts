import { useEffect, useRef } from 'react';
import { publishHeaderHeight } from '../../lib/header-height';

/**
 * Publishes the height of the header the ref is on (it changes: a phone's tab rows, the signed-in bar).
 * Read from a ResizeObserver, which reports after the browser's own layout: measuring in the effect
 * (getBoundingClientRect) forced a layout of the whole page right after the first render.
 */
export function usePublishHeaderHeight<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      publishHeaderHeight(Math.ceil(height));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      publishHeaderHeight(0);
    };
  }, []);
  return ref;
}
