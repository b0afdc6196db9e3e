import clsx from 'clsx';
import { ChevronLeft, ChevronRight, House } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

/**
 * The listing's photos, one at a time: previous / next buttons, a dot per photo, and the arrow keys while
 * focus is inside. The current position is announced politely.
 */
export function ImageCarousel({ images, label }: { images: readonly string[]; label: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-brand-50 to-slate-200 text-slate-700">
        <House className="size-12 text-brand-700" aria-hidden="true" />
        <p className="font-medium">No images available</p>
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${label}`} onKeyDown={onKeyDown} className="space-y-3">
      <div className="relative overflow-hidden rounded-xl bg-slate-900">
        {/* The page's largest paint: its box is sized before it loads, and it is fetched first. */}
        <img
          src={images[current]}
          alt={`${label}, photo ${current + 1} of ${count}`}
          width={1200}
          height={750}
          fetchPriority={current === 0 ? 'high' : 'auto'}
          className="aspect-[16/10] h-auto w-full object-cover"
        />
        {count > 1 && (
          <>
            <CarouselButton side="left" label="Previous image" onClick={() => show(current - 1)} />
            <CarouselButton side="right" label="Next image" onClick={() => show(current + 1)} />
            <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs text-white" aria-hidden="true">
              {current + 1} / {count}
            </span>
          </>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        Photo {current + 1} of {count}
      </p>
      {count > 1 && (
        <div role="group" aria-label="Choose a photo" className="flex flex-wrap justify-center gap-1">
          {images.map((image, dot) => (
            // The dot stays small; the button around it is a 24 px target a thumb can hit.
            <button
              key={image}
              type="button"
              aria-label={`Show photo ${dot + 1}`}
              aria-current={dot === current ? 'true' : undefined}
              onClick={() => show(dot)}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span className={clsx('size-3 rounded-full', dot === current ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400')} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function CarouselButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={clsx(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
