import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '@shared/constants/roles';
import { ZUpdateBrandingRequestSchema, type TBranding } from '@shared/schemas/profile.schema';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateBranding } from '../api/update-branding';
import { brandingFormValues, brandingPayload } from '../lib/branding-form';
import { reloadPage } from '../../../lib/navigation';
import { BasicInfoCard } from './basic-info-card';
import { BrandingPhotoCard } from './branding-photo-card';
import { CompanyInfoCard } from './company-info-card';
import { CredentialsCard } from './credentials-card';
import { ExpertiseCard } from './expertise-card';
import { LivePreview } from './live-preview';
import { ProfileSettingsCard } from './profile-settings-card';
import { StatsCard } from './stats-card';

const TITLE = 'Realtor Profile & Branding';

/**
 * The Theme form for agents and brokers. Pictures are saved as soon as they upload; everything else when
 * Save Profile is pressed (validated with the server's schema first). Cancel Changes reloads the page.
 */
export function BrandingEditor({ branding, user }: { branding: TBranding; user: TCurrentUser }) {
  const form = useZodForm(ZUpdateBrandingRequestSchema, brandingFormValues(branding), (values) => brandingPayload(values, branding));
  const save = useUpdateBranding();
  const binding = { values: form.values, errors: form.errors, setValue: form.setValue };
  const role = user.profile.role === 'BROKER' ? 'BROKER' : 'AGENT';
  const publicPath = `/${role === 'BROKER' ? 'broker' : 'agent'}/${user.id}`;

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: () => toast({ title: 'Success', description: 'Profile updated successfully' }),
      onError: (error) => {
        if (error instanceof ApiError && error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Error', description: 'Failed to update profile', variant: 'destructive' });
      },
    }),
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <TextLink to="/agent/dashboard" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </TextLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
          <p className="text-slate-600">Customize how buyers see you on your public profile.</p>
        </div>
        <Link to={publicPath} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          View your public profile
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      </header>

      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-6 lg:grid-cols-3" aria-label={TITLE}>
        <div className="space-y-6 lg:col-span-2">
          <BrandingPhotoCard kind="header" branding={branding} />
          <BrandingPhotoCard kind="profile" branding={branding} />
          <BasicInfoCard {...binding} />
          <CompanyInfoCard {...binding} />
          <ExpertiseCard {...binding} />
          <CredentialsCard {...binding} />
          <StatsCard {...binding} branding={branding} />
          <ProfileSettingsCard {...binding} />
        </div>
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <LivePreview
            values={form.values}
            name={user.profile.displayName || `${user.firstName} ${user.lastName}`.trim()}
            roleLabel={ROLE_LABELS[role]}
            profilePicture={branding.profilePicture}
            headerPhoto={branding.headerPhoto}
          />
          <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Button type="submit" className="w-full" disabled={save.isPending}>
              {save.isPending ? 'Saving Profile...' : 'Save Profile'}
            </Button>
            <Button variant="outline" className="w-full" disabled={save.isPending} onClick={reloadPage}>
              Cancel Changes
            </Button>
            <p className="text-sm text-slate-600">Your profile changes will be visible to buyers immediately after saving</p>
          </div>
        </div>
      </form>
    </div>
  );
}
