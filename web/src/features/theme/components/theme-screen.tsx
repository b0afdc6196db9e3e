import { isProRole } from '@shared/constants/roles';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/use-session';
import { useBranding } from '../api/get-branding';
import { BrandingEditor } from './branding-editor';
import { ThemeAccessNotice } from './theme-access-notice';

/** /theme, Realtor Profile & Branding: agents and brokers only; everyone else is told why. */
export function ThemeScreen() {
  const session = useSession();
  const isPro = session.status === 'signed-in' && isProRole(session.user.profile.role);
  const branding = useBranding({ isEnabled: isPro });

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <ThemeAccessNotice reason="signed-out" />;
  if (!isPro) return <ThemeAccessNotice reason="not-a-professional" />;
  if (branding.isPending) return <PageSpinner label="Loading your profile..." />;
  if (branding.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorAlert>
          <p>We could not load your profile. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void branding.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      </div>
    );
  }
  return <BrandingEditor branding={branding.data} user={session.user} />;
}
