import clsx from 'clsx';
import { FAIR_HOUSING_PATH, FAIR_HOUSING_STATEMENT } from '@shared/constants/fair-housing';
import { Link } from 'react-router-dom';
import { EqualHousingLogo } from '../ui/equal-housing-logo';

/** The Equal Housing Opportunity mark with HUD's statement: the footer, every listing page, every open-house page. */
export function FairHousingStatement({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  return (
    <section
      aria-label="Equal housing opportunity"
      className={clsx('flex items-start gap-3 text-xs leading-relaxed', tone === 'dark' ? 'text-slate-400' : 'text-slate-600', className)}
    >
      <EqualHousingLogo className={tone === 'dark' ? 'text-slate-200' : 'text-slate-700'} />
      <p>
        {FAIR_HOUSING_STATEMENT}{' '}
        <Link
          to={FAIR_HOUSING_PATH}
          className={clsx('font-medium underline underline-offset-2', tone === 'dark' ? 'text-slate-200 hover:text-white' : 'text-brand-700')}
        >
          Fair housing
        </Link>
      </p>
    </section>
  );
}
