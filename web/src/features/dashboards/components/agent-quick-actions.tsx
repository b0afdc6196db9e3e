import { CalendarPlus, ClipboardList, DatabaseZap, LayoutGrid, Map, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

const QUICK_ACTIONS: readonly { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Edit Account', to: '/account', icon: UserRound },
  // Asks 'for which listing?' first (an existing listing's add-open-house form, or a new listing).
  { label: 'Create Open House', to: '/manage-open-houses?add=open-house', icon: CalendarPlus },
  { label: 'Manage Open Houses', to: '/manage-open-houses', icon: ClipboardList },
  { label: 'Browse Listings', to: '/listings', icon: LayoutGrid },
  { label: 'Map View', to: '/map', icon: Map },
  { label: 'MLS Integration', to: '/mls-integration', icon: DatabaseZap },
];

export function AgentQuickActions() {
  return (
    <nav aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Quick actions
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-800 shadow-sm hover:border-brand-700 hover:bg-brand-50"
            >
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
