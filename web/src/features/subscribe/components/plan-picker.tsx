import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { TPlanKey } from '@shared/constants/plans';
import { SUBSCRIPTION_PLANS } from '../lib/subscription-plans';

/** The four plans as one radio group (arrow keys move between them); the chosen one is highlighted. */
export function PlanPicker({ value, onChange }: { value: TPlanKey; onChange: (planId: TPlanKey) => void }) {
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold text-slate-900">Choose your plan</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {SUBSCRIPTION_PLANS.map((plan) => {
          const isChecked = plan.id === value;
          return (
            <label
              key={plan.id}
              className={clsx(
                'flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                isChecked ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <span className="flex items-start justify-between gap-3">
                <span>
                  <span className="block font-semibold text-slate-900">{plan.name}</span>
                  <span className="mt-1 block">
                    <span className="text-3xl font-bold text-slate-900">{plan.price}</span>
                    <span className="text-slate-600">{plan.period}</span>
                  </span>
                </span>
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={isChecked}
                  onChange={() => onChange(plan.id)}
                  className="mt-1 size-4 accent-brand-700"
                />
              </span>
              {plan.savings && (
                <span className="w-fit rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset">
                  {plan.savings}
                </span>
              )}
              <ul className="space-y-1.5 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
