import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (by default: into it), and from then on.
 * Parts of a page below the fold load their extras (tooltips and the like) with it, off the first screen's path.
 */
export function useHasComeNear(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [hasComeNear, setHasComeNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (hasComeNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setHasComeNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasComeNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, hasComeNear]);
  return hasComeNear;
}
