import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextLink } from '../../../components/ui/text-link';

type TConsentKey = 'hasAcceptedTerms' | 'wantsMarketing';

type TSignUpConsentsProps = {
  /** Prefixes the boxes' ids: `buyer` gives `buyer-terms` and `buyer-marketing`. */
  idPrefix: string;
  values: Record<TConsentKey, boolean>;
  setValue: (key: TConsentKey, isChecked: boolean) => void;
  termsError: string | undefined;
};

/** The two boxes every sign-up form ends with: the terms (required) and product news by e-mail (optional). */
export function SignUpConsents({ idPrefix, values, setValue, termsError }: TSignUpConsentsProps) {
  return (
    <>
      <CheckboxField
        id={`${idPrefix}-terms`}
        label={
          <>
            I agree to the <TextLink to="/terms">Terms of Service</TextLink> and <TextLink to="/privacy">Privacy Policy</TextLink>
          </>
        }
        isRequired
        isChecked={values.hasAcceptedTerms}
        onCheckedChange={(v) => setValue('hasAcceptedTerms', v)}
        error={termsError}
      />
      <CheckboxField
        id={`${idPrefix}-marketing`}
        label="Send me product news and tips by email (optional)"
        isChecked={values.wantsMarketing}
        onCheckedChange={(v) => setValue('wantsMarketing', v)}
      />
    </>
  );
}
