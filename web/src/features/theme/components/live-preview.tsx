import clsx from 'clsx';
import { UserRound } from 'lucide-react';
import { PREVIEW_SERVICE_AREAS, PREVIEW_SPECIALTIES } from '@shared/constants/branding';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { accentStyle, THEME_LOOKS } from '../../../lib/branding-style';
import type { TBrandingFormValues } from '../lib/branding-form';
import { previewItems } from '../lib/tag-list';

type TLivePreviewProps = {
  values: TBrandingFormValues;
  name: string;
  roleLabel: string;
  profilePicture: string | null;
  headerPhoto: string | null;
};

/**
 * How buyers will see the profile card, as the form stands (spec §9): the first 3 specialties and
 * '+N more', the first 2 service areas, the bio clamped to 3 lines. Everything is rendered as text.
 */
export function LivePreview({ values, name, roleLabel, profilePicture, headerPhoto }: TLivePreviewProps) {
  const look = THEME_LOOKS[values.profileTheme];
  const specialties = previewItems(values.specialties, PREVIEW_SPECIALTIES);
  const areas = values.servingAreas.slice(0, PREVIEW_SERVICE_AREAS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Live Preview</CardTitle>
      </CardHeader>
      <CardContent>
        <section
          aria-label="Profile preview"
          style={accentStyle(values.accentColor)}
          className={clsx('overflow-hidden border border-slate-200 bg-white', look.card)}
        >
          <div className={clsx('relative h-20', !headerPhoto && look.banner)}>
            {headerPhoto && <img src={headerPhoto} alt="" className="size-full object-cover" />}
          </div>
          <div className="space-y-3 p-4 pt-0">
            <div className="-mt-8 flex items-end gap-3">
              {profilePicture ? (
                <img src={profilePicture} alt="" className="size-16 rounded-full border-4 border-white object-cover" />
              ) : (
                <span
                  className="flex size-16 items-center justify-center rounded-full border-4 border-white bg-(--accent-soft) text-(--accent)"
                  aria-hidden="true"
                >
                  <UserRound className="size-7" />
                </span>
              )}
            </div>
            <div>
              <p className={clsx('text-lg text-slate-900', look.heading)}>{name}</p>
              <p className="text-sm font-medium text-(--accent)">{roleLabel}</p>
              {values.tagline.trim() && <p className="mt-1 text-sm text-slate-700">{values.tagline}</p>}
            </div>
            {values.bio.trim() && (
              <p data-testid="preview-bio" className="line-clamp-3 text-sm whitespace-pre-line text-slate-600">
                {values.bio}
              </p>
            )}
            {specialties.shown.length > 0 && (
              <div>
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Specialties</p>
                <ul aria-label="Preview specialties" className="mt-1 flex flex-wrap gap-1.5">
                  {specialties.shown.map((item) => (
                    <li key={item}>
                      <span className="inline-flex rounded-full bg-(--accent-soft) px-2.5 py-0.5 text-xs font-medium text-(--accent) ring-1 ring-(--accent-ring) ring-inset">
                        {item}
                      </span>
                    </li>
                  ))}
                  {specialties.hiddenCount > 0 && (
                    <li>
                      <Badge>+{specialties.hiddenCount} more</Badge>
                    </li>
                  )}
                </ul>
              </div>
            )}
            {areas.length > 0 && (
              <div>
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Service areas</p>
                <ul aria-label="Preview service areas" className="mt-1 flex flex-wrap gap-1.5">
                  {areas.map((item) => (
                    <li key={item}>
                      <Badge>{item}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
