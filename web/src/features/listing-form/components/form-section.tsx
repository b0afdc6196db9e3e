import type { ReactNode } from 'react';
import type { TFieldErrors, TFieldProps } from '../../../lib/use-zod-form';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import type { TListingFormValues } from '../lib/listing-form-values';

/** What each section of the listing form needs from the form. */
export type TListingFields = {
  values: TListingFormValues;
  errors: TFieldErrors;
  setValue: <K extends keyof TListingFormValues>(key: K, value: TListingFormValues[K]) => void;
  fieldProps: TFieldProps<TListingFormValues>;
  isDisabled: boolean;
};

type TFormSectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

/** One titled card of the listing form; the heading names the group for screen readers. */
export function FormSection({ id, title, description, children }: TFormSectionProps) {
  const headingId = `${id}-heading`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Card>
      <section aria-labelledby={headingId} aria-describedby={descriptionId}>
        <CardHeader>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <CardDescription id={descriptionId}>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </section>
    </Card>
  );
}
