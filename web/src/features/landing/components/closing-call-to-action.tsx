import { Link } from 'react-router-dom';
import { TRIAL_NOTE } from '@shared/constants/plan-offers';
import { buttonClasses } from '../../../components/ui/button';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="cta-heading" className="text-3xl font-bold text-white">
          Ready for your next open house?
        </h2>
        <p className="mt-3 text-brand-100">{TRIAL_NOTE}. Private beta in select markets.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/signup/pro" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            Start Free Trial
          </Link>
          <Link to="/waitlist" className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'text-white hover:bg-brand-900 hover:text-white' })}>
            Join the Waitlist
          </Link>
        </div>
      </div>
    </section>
  );
}
