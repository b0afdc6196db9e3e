import { useCallback, useEffect, useRef, useState } from 'react';

export type TScrollEdges = { hasMoreBefore: boolean; hasMoreAfter: boolean };

/** Whether a horizontally scrolling element hides content before or after what it shows (for a fade cue). */
export function useScrollEdges<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  const [edges, setEdges] = useState<TScrollEdges>({ hasMoreBefore: false, hasMoreAfter: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const hasMoreBefore = element.scrollLeft > 1;
    const hasMoreAfter = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.hasMoreBefore === hasMoreBefore && current.hasMoreAfter === hasMoreAfter ? current : { hasMoreBefore, hasMoreAfter }));
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  return { ref, edges };
}
