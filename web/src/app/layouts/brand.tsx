import { House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { BetaBadge } from './beta-badge';

/** Logo and product name linking home, followed by the BETA badge when applicable. */
export function Brand() {
  return (
    // min-w-0 + truncate: on the narrowest phones the name is shortened, never wrapped onto a second line.
    <div className="flex min-w-0 items-center gap-2">
      <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md font-semibold text-slate-900">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white" aria-hidden="true">
          <House className="size-5" />
        </span>
        <span className="truncate text-base sm:text-lg">{PRODUCT_NAME}</span>
      </Link>
      <BetaBadge />
    </div>
  );
}
