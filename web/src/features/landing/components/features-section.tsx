import { BarChart3, CalendarDays, Gauge, Images, Map, QrCode, RefreshCw, type LucideIcon } from 'lucide-react';
import { PLAN_LISTING_LIMITS } from '@shared/constants/plans';

type TFeature = { title: string; description: string; icon: LucideIcon };

/** The seven promises from the spec's marketing claims (§1), but for 'unlimited listings': every plan has a limit. */
const FEATURES: readonly TFeature[] = [
  {
    title: 'Listings with photo galleries',
    description: `Publish the homes you represent, with photos uploaded straight from your phone: up to ${PLAN_LISTING_LIMITS.solo_monthly} active listings on a Solo plan, ${PLAN_LISTING_LIMITS.team_monthly} on a Team plan; drafts don't count.`,
    icon: Images,
  },
  { title: 'Open house scheduling', description: 'Plan open houses in minutes and keep them in step with your calendar.', icon: CalendarDays },
  { title: 'Lead capture by QR code', description: 'Visitors scan a code at the door and land in your leads, no paper sign-in sheet.', icon: QrCode },
  {
    title: 'Lead management',
    description: 'Follow every inquiry and open-house sign-in, with smart lead scoring that shows why, to focus on the buyers ready to move.',
    icon: Gauge,
  },
  { title: 'MLS sync', description: 'Bring your listings in from your MLS and keep them up to date automatically.', icon: RefreshCw },
  { title: 'Map view', description: 'Buyers see every open house on a map and plan their route for the day.', icon: Map },
  { title: 'Analytics', description: 'See views, leads and open-house traffic for each listing at a glance.', icon: BarChart3 },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 text-center">
          <h2 id="features-heading" className="text-3xl font-bold text-slate-900">
            Everything an open house needs
          </h2>
          <p className="mt-2 text-slate-600">Built for realtors and brokers, from the first listing to the last lead.</p>
        </div>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
