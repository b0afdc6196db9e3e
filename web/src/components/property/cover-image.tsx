import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

type TCoverImageProps = { src: string | null; alt: string; className?: string };

/** The listing's first photo, or a neutral placeholder that says there is none (also when the photo fails to load). */
export function CoverImage({ src, alt, className }: TCoverImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  if (src && !hasFailed) {
    return <img src={src} alt={alt} loading="lazy" className={clsx('object-cover', className)} onError={() => setHasFailed(true)} />;
  }
  return (
    <div className={clsx('flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500', className)}>
      <ImageOff className="size-8" aria-hidden="true" />
      <span className="text-sm">No photo available</span>
    </div>
  );
}
