import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { EmailConfirmationNotice } from '../../features/email-confirmation/components/email-confirmation-notice';
import { PageSpinner } from '../../components/ui/spinner';
import { SavedHomesSync } from './saved-homes-sync';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 print:hidden rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="contents print:hidden">
        <SiteHeader />
      </div>
      <EmailConfirmationNotice />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none print:min-h-0">
        {/* Screens load with their route; the spinner covers the moment one is still on its way. At least a
            screen tall, so the footer starts below the fold and does not jump when the screen arrives. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
      {/* Scrolls to the top on navigation, and to #pricing / #features when the URL names them. */}
      <ScrollRestoration />
      {/* Hearts: a visitor's sign-in prompt, and the merge of this browser's hearts into the account at sign-in. */}
      <SavedHomesSync />
    </div>
  );
}
