import clsx from 'clsx';
import { Check } from 'lucide-react';
import { LANDING_PLANS, TRIAL_NOTE } from '@shared/constants/plan-offers';
import { Link } from 'react-router-dom';
import { PLAN_LISTING_LIMITS, type TPlanKey } from '@shared/constants/plans';
import { SALES_EMAIL } from '@shared/constants/product';
import { buttonClasses } from '../../../components/ui/button';

/**
 * A card's trial button opens the professional sign-up with the card's plan chosen (issue 40.5: not /api/login, which
 * greets a newcomer with "Welcome back"); the plan goes on to /subscribe after sign-up. Contact Sales opens an e-mail.
 */
const PLAN_OF_CARD: Partial<Record<(typeof LANDING_PLANS)[number]['id'], TPlanKey>> = { solo: 'solo_monthly', team: 'team_monthly' };
const trialHref = (cardId: (typeof LANDING_PLANS)[number]['id']) => {
  const plan = PLAN_OF_CARD[cardId];
  return plan ? `/signup/pro?plan=${plan}` : '/signup/pro';
};
const CONTACT_SALES_HREF = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Brokerage plan')}`;

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold text-slate-900">
            Simple pricing
          </h2>
          <p className="mt-2 text-slate-600">{TRIAL_NOTE}.</p>
        </div>
        <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {LANDING_PLANS.map((plan) => {
            const isFeatured = 'featured' in plan && plan.featured;
            return (
              <li
                key={plan.id}
                className={clsx(
                  'flex flex-col rounded-xl border bg-white p-8 shadow-sm',
                  isFeatured ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200',
                )}
              >
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
                <p className="mt-6">
                  <span className="text-4xl font-bold text-slate-900">{plan.price}</span>
                  {plan.period && <span className="text-slate-600">{plan.period}</span>}
                </p>
                {'alternate' in plan && <p className="text-sm text-slate-600">{plan.alternate}</p>}
                <ul className="mt-6 flex-1 space-y-2">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link to={trialHref(plan.id)} className={buttonClasses({ variant: isFeatured ? 'primary' : 'outline', className: 'mt-8 w-full' })}>
                  Start Free Trial
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          A brokerage with more than {PLAN_LISTING_LIMITS.team_monthly} active listings?{' '}
          <a href={CONTACT_SALES_HREF} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Contact Sales
          </a>
        </p>
      </div>
    </section>
  );
}
