import { PageSpinner } from '../../components/ui/spinner';
import { LandingScreen } from '../../features/landing/components/landing-screen';
import { LazyLocationSearch } from '../lazy-location-search';
import { hadSession } from '../../lib/session-hint';
import { useSession } from '../../lib/use-session';
import { lazyNamed } from '../../lib/lazy-named';

const SignedInHomeScreen = lazyNamed(() => import('../../features/dashboards/components/signed-in-home-screen'), 'SignedInHomeScreen');

/**
 * `/`: the landing screen when signed out, the home screen when signed in. While the session check runs,
 * a browser that had no session sees the landing screen already (most first visits), any other a spinner.
 */
/** The hero's search: choosing a place opens the map there, a listing its page. */
const landingSearch = <LazyLocationSearch label="Find open houses near a place" />;

export function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return hadSession() ? <PageSpinner /> : <LandingScreen search={landingSearch} />;
  if (session.status === 'signed-in') return <SignedInHomeScreen user={session.user} />;
  return <LandingScreen search={landingSearch} />;
}
