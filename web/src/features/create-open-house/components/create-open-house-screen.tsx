import { ArrowLeft } from 'lucide-react';
import { isProRole } from '@shared/constants/roles';
import { PageSpinner } from '../../../components/ui/spinner';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';
import { useSession } from '../../../lib/use-session';
import { AccessRestricted } from './access-restricted';
import { CreateOpenHouseForm } from './create-open-house-form';

const TITLE = 'Create Open House';

/** /create-open-house: agents and brokers (no subscription needed); anyone else sees Access Restricted. */
export function CreateOpenHouseScreen() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out' || !isProRole(session.user.profile.role)) return <AccessRestricted />;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <TextLink to="/agent/dashboard" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </TextLink>
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">Publish a listing and its open house in one step. It appears on the map and in your open houses right away.</p>
      </div>
      <CreateOpenHouseForm />
    </div>
  );
}
