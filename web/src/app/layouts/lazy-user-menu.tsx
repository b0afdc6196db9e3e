import { Suspense } from 'react';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { lazyNamed } from '../../lib/lazy-named';

const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');

/** The signed-in user's menu, downloaded only for a signed-in user (its dropdown code is most of the header's). */
export function LazyUserMenu({ user }: { user: TCurrentUser }) {
  return (
    // The placeholder is as wide as the menu button it stands for (avatar only on a phone), so the brand beside it is
    // never shortened while the menu's code downloads.
    <Suspense fallback={<div className="h-10 w-11 animate-pulse rounded-md bg-slate-100 sm:w-28" aria-hidden="true" />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
