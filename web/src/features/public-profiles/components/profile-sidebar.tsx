import clsx from 'clsx';
import { Building2, Globe, Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TPublicProfileResponse } from '@shared/schemas/public-profile.schema';
import { AgentAvatar } from '../../../components/property/agent-avatar';
import type { TPublicProfileKind } from '../../../lib/api/get-public-profile';
import { THEME_LOOKS } from '../../../lib/branding-style';
import { brokeragePath, safeWebsite } from '../lib/profile-copy';
import { ContactDialog } from './contact-dialog';
import { QuickStats } from './quick-stats';

type TProfileSidebarProps = { data: TPublicProfileResponse; kind: TPublicProfileKind; name: string };

/** The left card: photo, name, badge, brokerage, tagline, contact details (when visible), website, Quick Stats, Contact. */
export function ProfileSidebar({ data, kind, name }: TProfileSidebarProps) {
  const { user, profile, stats, isContactVisible } = data;
  const look = THEME_LOOKS[profile.profileTheme];
  const isBroker = profile.role === 'BROKER';
  const photo = profile.profilePicture ?? user.profileImageUrl;
  const website = safeWebsite(profile.companyWebsite);
  const phone = isContactVisible ? profile.phone : null;
  const email = isContactVisible ? (user.email ?? null) : null;

  return (
    <div className={clsx('space-y-4 border border-slate-200 bg-white p-6 shadow-sm', look.card)}>
      <div className="flex flex-col items-center gap-3 text-center">
        {photo ? (
          <img src={photo} alt={`Photo of ${name}`} className="size-28 rounded-full object-cover ring-4 ring-(--accent-ring)" />
        ) : (
          <AgentAvatar name={name} photoUrl={null} size="lg" />
        )}
        <div className="space-y-1">
          <h1 className={clsx('text-2xl text-slate-900', look.heading)}>{name}</h1>
          <span className="inline-flex rounded-full bg-(--accent-soft) px-2.5 py-0.5 text-xs font-medium text-(--accent) ring-1 ring-(--accent-ring) ring-inset">
            {isBroker ? 'Broker' : 'Agent'}
          </span>
        </div>
        {profile.brokerageName && (
          <Link to={brokeragePath(profile.brokerageName)} className="inline-flex items-center gap-1.5 text-sm font-medium text-(--accent) hover:underline">
            <Building2 className="size-4" aria-hidden="true" />
            {profile.brokerageName}
          </Link>
        )}
        {profile.tagline && <p className="text-sm text-slate-700 italic">{profile.tagline}</p>}
        {kind === 'broker' && profile.licenseNumber && <p className="text-sm text-slate-600">License number: {profile.licenseNumber}</p>}
      </div>

      <ul aria-label="Contact details" className="space-y-2 text-sm">
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 text-slate-800 hover:text-(--accent)">
              <Phone className="size-4 text-slate-500" aria-hidden="true" />
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`} className="inline-flex items-center gap-2 break-all text-slate-800 hover:text-(--accent)">
              <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {email}
            </a>
          </li>
        )}
        {website && (
          <li>
            <a href={website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 text-slate-800 hover:text-(--accent)">
              <Globe className="size-4 text-slate-500" aria-hidden="true" />
              Website
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        )}
        {!isContactVisible && <li className="text-slate-600">Contact details are private. Use the contact form to get in touch.</li>}
      </ul>

      {stats && <QuickStats stats={stats} firstName={user.firstName} headingClass={look.heading} />}

      <ContactDialog
        userId={user.id}
        name={name}
        trigger={
          <button
            type="button"
            className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md bg-(--accent) px-4 text-sm font-medium text-white shadow-sm hover:brightness-110"
          >
            <MessageSquare className="size-4" aria-hidden="true" />
            {isBroker ? 'Contact Broker' : 'Contact Agent'}
          </button>
        }
      />
    </div>
  );
}
