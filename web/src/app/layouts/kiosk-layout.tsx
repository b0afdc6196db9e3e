import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';

/**
 * A tablet at the door shows the sign-in form and nothing else: no site header or footer a visitor could
 * wander off through, and nothing that loads more code while the connection may be down.
 */
export function KioskLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen focus:outline-none">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
