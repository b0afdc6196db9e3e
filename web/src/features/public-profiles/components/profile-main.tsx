import clsx from 'clsx';
import { Quote } from 'lucide-react';
import type { TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import { OpenHouseMapCard } from '../../../components/map/open-house-map/open-house-map-card';
import { LinkedListings } from '../../../components/property/linked-listings';
import type { TPublicProfileKind } from '../../../lib/api/get-public-profile';
import { THEME_LOOKS } from '../../../lib/branding-style';
import { PROFILE_COPY } from '../lib/profile-copy';
import { ChipList, ProfileSection } from './profile-section';
import { UpcomingOpenHouses } from './upcoming-open-houses';

type TProfileMainProps = { data: TPublicProfileResponse; kind: TPublicProfileKind; name: string };

/**
 * The main area, in the spec's order: header photo, About, company, Specialties, Active Open Houses,
 * Service Areas, Certifications, Awards, the map, Client Testimonial. Sections with nothing to say are left out.
 * Every field is plain text (React escapes it); nothing is rendered as HTML.
 */
export function ProfileMain({ data, kind, name }: TProfileMainProps) {
  const { user, profile } = data;
  const copy = PROFILE_COPY[kind];
  const look = THEME_LOOKS[profile.profileTheme];
  const section = { headingClass: look.heading, cardClass: look.card };
  const companyTitle = profile.companyName ?? (kind === 'broker' ? profile.brokerageName : null);

  return (
    <div className="space-y-6">
      <div className={clsx('aspect-[3/1] w-full overflow-hidden', look.card, !profile.headerPhoto && look.banner)}>
        {profile.headerPhoto && <img src={profile.headerPhoto} alt={`Header photo of ${name}`} className="size-full object-cover" />}
      </div>

      <ProfileSection id="profile-about" title={copy.about} {...section}>
        <p className="whitespace-pre-line text-slate-700">{profile.bio || `${name} has not written a bio yet.`}</p>
      </ProfileSection>

      {(profile.companyName || profile.companyDescription) && (
        <ProfileSection id="profile-company" title={companyTitle ?? 'Company'} {...section}>
          {profile.companyDescription ? (
            <p className="whitespace-pre-line text-slate-700">{profile.companyDescription}</p>
          ) : (
            <p className="text-slate-700">{profile.companyName}</p>
          )}
        </ProfileSection>
      )}

      {profile.specialties.length > 0 && (
        <ProfileSection id="profile-specialties" title={copy.specialties} {...section}>
          <ChipList label={copy.specialties} items={profile.specialties} />
        </ProfileSection>
      )}

      <ProfileSection id="profile-open-houses" title="Active Open Houses" {...section}>
        <UpcomingOpenHouses userId={user.id} firstName={user.firstName} />
      </ProfileSection>

      <LinkedListings userId={user.id} isOwn={false} heading="Co-listed and office listings" />

      {profile.servingAreas.length > 0 && (
        <ProfileSection id="profile-service-areas" title="Service Areas" {...section}>
          <ChipList label="Service Areas" items={profile.servingAreas} />
        </ProfileSection>
      )}

      {profile.certifications.length > 0 && (
        <ProfileSection id="profile-certifications" title="Certifications" {...section}>
          <ul className="list-inside list-disc space-y-1 text-slate-700 marker:text-(--accent)">
            {profile.certifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </ProfileSection>
      )}

      {profile.awards.length > 0 && (
        <ProfileSection id="profile-awards" title="Awards" {...section}>
          <ul className="list-inside list-disc space-y-1 text-slate-700 marker:text-(--accent)">
            {profile.awards.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </ProfileSection>
      )}

      {profile.languages.length > 0 && (
        <ProfileSection id="profile-languages" title="Languages" {...section}>
          <ChipList label="Languages" items={profile.languages} />
        </ProfileSection>
      )}

      <OpenHouseMapCard
        source={profile.role === 'BROKER' && kind === 'broker' ? { mode: 'broker', userId: user.id } : { mode: 'public', userId: user.id }}
        title={profile.role === 'BROKER' && kind === 'broker' ? 'Brokerage Open House Map' : 'Open House Map'}
        emptyState={{ title: 'No open houses scheduled', description: `${name} has no open houses in the coming weeks.` }}
      />

      {profile.testimonialHighlight && (
        <ProfileSection id="profile-testimonial" title="Client Testimonial" {...section}>
          <blockquote className="flex gap-3 text-slate-700">
            <Quote className="size-6 shrink-0 text-(--accent)" aria-hidden="true" />
            <p className="text-lg whitespace-pre-line italic">{profile.testimonialHighlight}</p>
          </blockquote>
        </ProfileSection>
      )}
    </div>
  );
}
