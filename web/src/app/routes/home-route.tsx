import { PageSpinner } from '../../components/ui/spinner';
import { LandingScreen } from '../../features/landing/components/landing-screen';
import { useSession } from '../../lib/use-session';
import { lazyNamed } from '../../lib/lazy-named';

const SignedInHomeScreen = lazyNamed(() => import('../../features/dashboards/components/signed-in-home-screen'), 'SignedInHomeScreen');

/** `/`: the landing screen when signed out, the home screen when signed in, nothing while loading. */
export function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-in') return <SignedInHomeScreen user={session.user} />;
  return <LandingScreen />;
}
