import clsx from 'clsx';
import { FAIR_HOUSING_PATH, FAIR_HOUSING_SHORT_NOTICE } from '@shared/constants/fair-housing';
import { Link } from 'react-router-dom';
import { EqualHousingLogo } from '../ui/equal-housing-logo';

/** One small line for the search and the sign-in sheet: the mark, the notice and the way to the fair-housing page. */
export function FairHousingNotice({ className, hasLink = true }: { className?: string; hasLink?: boolean }) {
  return (
    <p className={clsx('flex items-center gap-2 text-xs text-slate-600', className)}>
      <EqualHousingLogo className="size-5 text-slate-700" />
      <span>
        {FAIR_HOUSING_SHORT_NOTICE}
        {hasLink && (
          <>
            {' '}
            <Link to={FAIR_HOUSING_PATH} className="font-medium text-brand-700 underline underline-offset-2">
              Fair housing
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
