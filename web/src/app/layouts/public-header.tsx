import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import type { TSession } from '../../lib/use-session';
import { Brand } from './brand';
import { LazyNotificationBell } from './lazy-notification-bell';
import { LazyUserMenu } from './lazy-user-menu';
import { MobileMenu } from './mobile-menu';
import { headerBarClasses, SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './nav-items';
import { SectionLink } from './section-link';
import { usePublishHeaderHeight } from './use-publish-header-height';

const navLinkClass = 'rounded-md px-3 py-2 whitespace-nowrap text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** Header for visitors and buyers: desktop nav, and a toggled menu on small screens. */
export function PublicHeader({ session }: { session: TSession }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  const ref = usePublishHeaderHeight<HTMLElement>();
  const bar = headerBarClasses(session);

  // Any navigation closes the mobile menu.
  useEffect(() => setIsMenuOpen(false), [location.pathname, location.hash]);

  return (
    <header ref={ref} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Brand />

        <nav aria-label="Main" className={clsx('hidden items-center gap-1', bar.shown)}>
          {session.status === 'signed-out' && (
            <>
              <SectionLink section="pricing" className={navLinkClass}>
                Pricing
              </SectionLink>
              <SectionLink section="features" className={navLinkClass}>
                Features
              </SectionLink>
              {SIGNED_OUT_LINKS.map((item) => (
                <Link key={item.to} to={item.to} className={navLinkClass}>
                  {item.label}
                </Link>
              ))}
            </>
          )}
          {session.status === 'signed-in' &&
            SIGNED_IN_LINKS.map((item) => (
              <Link key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </Link>
            ))}
        </nav>

        <div className="flex items-center gap-2">
          {/* A signed-in buyer's bell (saved-search matches) stays in the bar at every size; the rest folds into the menu on a phone. */}
          {session.status === 'signed-in' && <LazyNotificationBell emptyText="Nothing yet. Homes matching your saved searches show up here." />}
          <div className={clsx('hidden items-center gap-2', bar.shown)}>
            {session.status === 'loading' && <div className="h-8 w-28 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}
            {session.status === 'signed-out' && (
              <>
                <Link to="/signin" className={buttonClasses({ variant: 'ghost' })}>
                  Sign In
                </Link>
                <Link to="/signup" className={buttonClasses()}>
                  Get Started
                </Link>
              </>
            )}
            {session.status === 'signed-in' && <LazyUserMenu user={session.user} />}
          </div>

          <button
            type="button"
            className={clsx('rounded-md p-2 text-slate-700 hover:bg-slate-100', bar.folded)}
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          >
            {isMenuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {isMenuOpen && <MobileMenu session={session} />}
    </header>
  );
}
