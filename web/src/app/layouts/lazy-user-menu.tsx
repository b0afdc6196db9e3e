import { Suspense } from 'react';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { lazyNamed } from '../../lib/lazy-named';

const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');

/** The signed-in user's menu, downloaded only for a signed-in user (its dropdown code is most of the header's). */
export function LazyUserMenu({ user }: { user: TCurrentUser }) {
  return (
    <Suspense fallback={<div className="h-8 w-28 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
