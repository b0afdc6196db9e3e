import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** An in-app text link in running copy. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={clsx('font-medium text-brand-700 underline-offset-2 hover:underline', className)} {...props} />;
}
