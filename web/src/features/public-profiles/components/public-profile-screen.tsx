import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { isProfileNotFound, usePublicProfile, type TPublicProfileKind } from '../../../lib/api/get-public-profile';
import { accentStyle } from '../../../lib/branding-style';
import { PROFILE_COPY } from '../lib/profile-copy';
import { ProfileMain } from './profile-main';
import { ProfileNotFound } from './profile-not-found';
import { ProfileSidebar } from './profile-sidebar';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

/** /agent/:userId and /broker/:userId (public): the left card and the main area, in the agent's accent colour and theme. */
export function PublicProfileScreen({ kind }: { kind: TPublicProfileKind }) {
  const { userId = '' } = useParams();
  const profile = usePublicProfile(kind, userId);
  const copy = PROFILE_COPY[kind];

  if (profile.isPending) return <PageSpinner label="Loading profile…" />;
  if (profile.isError) {
    if (isProfileNotFound(profile.error)) return <ProfileNotFound title={copy.notFoundTitle} text={copy.notFoundText} />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadFailedAlert what="this profile" onRetry={() => void profile.refetch()} />
      </div>
    );
  }

  const data = profile.data;
  const name = data.profile.displayName || `${data.user.firstName} ${data.user.lastName}`.trim();
  return (
    <div style={accentStyle(data.profile.accentColor)} className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={name} />
      {data.isOwner && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p>This is your public profile, as buyers see it.</p>
          <Link to="/theme" className="inline-flex items-center gap-1 font-medium hover:underline">
            <Pencil className="size-4" aria-hidden="true" />
            Edit profile
          </Link>
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <aside aria-label={`About ${name}`} className="lg:sticky lg:top-24 lg:self-start">
          <ProfileSidebar data={data} kind={kind} name={name} />
        </aside>
        <div className="lg:col-span-2">
          <ProfileMain data={data} kind={kind} name={name} />
        </div>
      </div>
    </div>
  );
}
