import { isProRole } from '@shared/constants/roles';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/use-session';
import { useBranding } from '../api/get-branding';
import { BrandingEditor } from './branding-editor';
import { ThemeAccessNotice } from './theme-access-notice';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

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
        <LoadFailedAlert what="your profile" onRetry={() => void branding.refetch()} />
      </div>
    );
  }
  return <BrandingEditor branding={branding.data} user={session.user} />;
}
