import clsx from 'clsx';
import { NavLink } from 'react-router-dom';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { Brand } from './brand';
import { LazyNotificationBell } from './lazy-notification-bell';
import { LazyUserMenu } from './lazy-user-menu';
import { PRO_TABS } from './nav-items';
import { usePublishHeaderHeight } from './use-publish-header-height';

/** Header for agents and brokers: a top bar with the user menu, then the professional tabs. */
export function ProHeader({ user }: { user: TCurrentUser }) {
  const ref = usePublishHeaderHeight<HTMLElement>();
  return (
    <header ref={ref} className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Brand />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LazyNotificationBell emptyText="Nothing yet. New leads show up here." />
          <LazyUserMenu user={user} />
        </div>
      </div>
      {/* On a phone the five tabs are wider than the screen: they wrap onto a second row, every one whole and in reach. */}
      <nav aria-label="Professional" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap gap-x-1">
          {PRO_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) =>
                  clsx(
                    'inline-block border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap',
                    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
