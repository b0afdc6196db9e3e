import { CalendarCheck, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TRIAL_NOTE } from '@shared/constants/plan-offers';
import { buttonClasses } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';

/** Nothing dated here: a launch month goes stale the day it passes. */
const CLAIMS = [
  `${TRIAL_NOTE.charAt(0).toUpperCase()}${TRIAL_NOTE.slice(1)}`,
  'New listings weekly',
  'Built for realtors and brokers',
  'Private beta in select markets',
];

/** `search`: the location search, which the app passes in (it is another feature). */
export function HeroSection({ search }: { search?: ReactNode }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <CalendarCheck className="size-4" aria-hidden="true" />
            Early access is open
          </p>
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Open houses that fill themselves, and homes buyers can actually visit.
          </h1>
          <p className="max-w-xl text-lg text-slate-600">
            Agents and brokers publish listings, schedule open houses and capture every lead. Buyers browse listings and the map, save open houses and reach the
            right professional.
          </p>
          {search && <div className="max-w-xl">{search}</div>}
          <div className="flex flex-wrap gap-3">
            <Link to="/signup" className={buttonClasses({ size: 'lg' })}>
              Start Free Trial
            </Link>
            <Link to="/signin" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Sign In
            </Link>
          </div>
          <p className="text-sm text-slate-600">
            Waiting for an invite? <TextLink to="/waitlist">Join the private beta waitlist</TextLink>.
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Why OpenHouse Market">
          {CLAIMS.map((claim) => (
            <li key={claim} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="font-medium text-slate-800">{claim}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
