import clsx from 'clsx';
import type { ComponentProps } from 'react';

export type TButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse';
export type TButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<TButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
};

const SIZES: Record<TButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

type TButtonStyle = { variant?: TButtonVariant; size?: TButtonSize; className?: string };

/** Button looks for links that navigate (a link is still a link; only its style is shared). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: TButtonStyle = {}): string {
  return clsx(
    'inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & TButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
