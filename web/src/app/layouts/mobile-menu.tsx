import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import type { TSession } from '../../lib/use-session';
import { headerBarClasses, LOGOUT_URL, SIGNED_IN_LINKS, SIGNED_OUT_LINKS, menuLabelFor, userMenuItemsFor } from './nav-items';
import { SectionLink } from './section-link';

const itemClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100';

/** The small-screen menu panel: the same destinations as the desktop nav and the user menu. */
export function MobileMenu({ session }: { session: TSession }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className={clsx('border-t border-slate-200 bg-white px-4 pt-2 pb-4', headerBarClasses(session).folded)}>
      {session.status === 'signed-out' && (
        <div className="space-y-1">
          <SectionLink section="pricing" className={itemClass}>
            Pricing
          </SectionLink>
          <SectionLink section="features" className={itemClass}>
            Features
          </SectionLink>
          {SIGNED_OUT_LINKS.map((item) => (
            <Link key={item.to} to={item.to} className={itemClass}>
              {item.label}
            </Link>
          ))}
          <div className="flex gap-2 pt-3">
            <Link to="/signin" className={buttonClasses({ variant: 'outline', className: 'flex-1' })}>
              Sign In
            </Link>
            <Link to="/signup" className={buttonClasses({ className: 'flex-1' })}>
              Get Started
            </Link>
          </div>
        </div>
      )}
      {session.status === 'signed-in' && (
        <div className="space-y-1">
          {SIGNED_IN_LINKS.map((item) => (
            <Link key={item.to} to={item.to} className={itemClass}>
              {item.label}
            </Link>
          ))}
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{menuLabelFor(session.user.firstName)}</p>
          {userMenuItemsFor(session.user).map((item) => (
            <Link key={item.to} to={item.to} className={itemClass}>
              {item.label}
            </Link>
          ))}
          <a href={LOGOUT_URL} className={itemClass}>
            Log Out
          </a>
        </div>
      )}
      {session.status === 'loading' && <p className="px-3 py-2 text-sm text-slate-600">Loading…</p>}
    </nav>
  );
}
