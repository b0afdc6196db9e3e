import clsx from 'clsx';
import { Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses, type TButtonSize, type TButtonVariant } from './button';

type TImageUploadButtonProps = {
  id: string;
  accept: string;
  /** The visible label ('Change Photo'); the input is named by it. */
  children: ReactNode;
  onFileChosen: (file: File) => void;
  isBusy: boolean;
  variant?: TButtonVariant;
  size?: TButtonSize;
  describedBy?: string;
  className?: string;
};

/**
 * A file input styled as a button: keyboard focus lands on the (visually hidden) input, the label shows the
 * ring. One file at a time; choosing the same file again still fires (the value is reset).
 */
export function ImageUploadButton({
  id,
  accept,
  children,
  onFileChosen,
  isBusy,
  variant = 'outline',
  size = 'sm',
  describedBy,
  className,
}: TImageUploadButtonProps) {
  return (
    <span className={clsx('inline-flex', className)}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={isBusy}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFileChosen(file);
        }}
      />
      <label
        htmlFor={id}
        className={clsx(
          buttonClasses({ variant, size }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
          isBusy && 'pointer-events-none opacity-60',
        )}
      >
        <Camera className="size-4" aria-hidden="true" />
        {children}
      </label>
    </span>
  );
}
