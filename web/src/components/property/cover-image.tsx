import clsx from 'clsx';
import { House } from 'lucide-react';
import { useState } from 'react';

/**
 * `isPriority`: the page's first card, likely its largest paint, so it loads at once and first. Callers size
 * the box with classes (an aspect ratio or a fixed size), so nothing moves when the photo arrives.
 */
type TCoverImageProps = { src: string | null; alt: string; className?: string; isPriority?: boolean };

/** The listing's first photo, or a drawn placeholder that says there is none (also when the photo fails to load). */
export function CoverImage({ src, alt, className, isPriority = false }: TCoverImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  if (src && !hasFailed) {
    return (
      <img
        src={src}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        className={clsx('object-cover', className)}
        onError={() => setHasFailed(true)}
      />
    );
  }
  return (
    <div className={clsx('flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-slate-200 text-slate-700', className)}>
      <House className="size-10 text-brand-700" aria-hidden="true" />
      <span className="text-sm font-medium">No photo available</span>
    </div>
  );
}
