import { BRANDING_TEXT_LIMITS } from '@shared/constants/branding';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorFor, type TBrandingFormBinding } from '../lib/form-binding';

export function CompanyInfoCard({ values, errors, setValue }: TBrandingFormBinding) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company Information</CardTitle>
        <CardDescription>Your brokerage or team, shown when "Show company info" is on.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <TextField
          id="branding-company-name"
          label="Company name"
          autoComplete="organization"
          maxLength={BRANDING_TEXT_LIMITS.companyName}
          value={values.companyName}
          onValueChange={(v) => setValue('companyName', v)}
          error={errorFor(errors, 'companyName')}
        />
        <TextareaField
          id="branding-company-description"
          label="Company description"
          rows={3}
          maxLength={BRANDING_TEXT_LIMITS.companyDescription}
          value={values.companyDescription}
          onValueChange={(v) => setValue('companyDescription', v)}
          error={errorFor(errors, 'companyDescription')}
        />
        <TextField
          id="branding-company-website"
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          maxLength={BRANDING_TEXT_LIMITS.companyWebsite}
          value={values.companyWebsite}
          onValueChange={(v) => setValue('companyWebsite', v)}
          error={errorFor(errors, 'companyWebsite')}
        />
      </CardContent>
    </Card>
  );
}
