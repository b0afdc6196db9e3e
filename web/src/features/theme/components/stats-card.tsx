import { BRANDING_NUMBER_LIMITS, BRANDING_TEXT_LIMITS } from '@shared/constants/branding';
import type { TBranding } from '@shared/schemas/profile.schema';
import { TitledCard } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { sampleFor, type TSelfReportedField } from '../lib/branding-form';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';

type TFigure = { field: TSelfReportedField; label: string; isCount: boolean; max?: number; maxLength?: number };

const FIGURES: readonly TFigure[] = [
  { field: 'yearsExperience', label: 'Years of experience', isCount: true, max: BRANDING_NUMBER_LIMITS.yearsExperience },
  { field: 'transactionsCompleted', label: 'Transactions completed', isCount: true, max: BRANDING_NUMBER_LIMITS.transactionsCompleted },
  { field: 'averageResponseTime', label: 'Average response time', isCount: false, maxLength: BRANDING_TEXT_LIMITS.averageResponseTime },
  { field: 'clientSatisfactionRate', label: 'Client satisfaction rate', isCount: false, maxLength: BRANDING_TEXT_LIMITS.clientSatisfactionRate },
  { field: 'averageDaysOnMarket', label: 'Average days on market', isCount: true, max: BRANDING_NUMBER_LIMITS.averageDaysOnMarket },
];

/**
 * The agent's own figures for Quick Stats, labelled "self-reported" on the public profile. A figure never
 * entered shows the spec's sample value as a placeholder only; it is not published.
 */
export function StatsCard({ values, errors, setValue, branding }: TBrandingFormBinding & { branding: TBranding }) {
  return (
    <TitledCard
      title="Your Figures"
      description="Shown in Quick Stats as self-reported, next to the figures the marketplace counts itself. Leave a field blank to leave it out."
      contentClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {FIGURES.map(({ field, label, isCount, max, maxLength }) => {
        const sample = sampleFor(branding, field);
        return (
          <TextField
            key={field}
            id={`branding-${field}`}
            label={label}
            inputMode={isCount ? 'numeric' : undefined}
            maxLength={maxLength ?? (max !== undefined ? String(max).length : undefined)}
            placeholder={sample ? `e.g. ${sample}` : undefined}
            hint={sample ? 'Not set yet: the example is not shown to buyers.' : undefined}
            value={values[field]}
            onValueChange={(v) => setValue(field, v)}
            error={errorFor(errors, field)}
          />
        );
      })}
    </TitledCard>
  );
}
