import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** The spinner laid over a picture while its replacement uploads (announced once, politely). */
export function UploadOverlay({ isVisible, label, className }: { isVisible: boolean; label: string; className?: string }) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={clsx(isVisible ? 'absolute inset-0 flex items-center justify-center bg-slate-900/50' : 'sr-only', className)}
    >
      {isVisible && (
        <>
          <LoaderCircle className="size-8 animate-spin text-white" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  );
}
