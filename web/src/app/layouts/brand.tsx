import { House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { BetaBadge } from './beta-badge';

/** Logo and product name linking home, followed by the BETA badge when applicable. */
export function Brand() {
  return (
    // Tight gaps on a phone keep the whole name beside the bell and the menu at 390 px; min-w-0 + truncate: on
    // narrower phones still, the name is shortened, never wrapped onto a second line.
    <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
      <Link to="/" className="flex min-w-0 items-center gap-1.5 rounded-md font-semibold text-slate-900 sm:gap-2">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white sm:size-8" aria-hidden="true">
          <House className="size-5" />
        </span>
        <span className="truncate text-[15px] sm:text-lg">{PRODUCT_NAME}</span>
      </Link>
      <BetaBadge />
    </div>
  );
}
