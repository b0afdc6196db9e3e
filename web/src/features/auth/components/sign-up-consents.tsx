import { TextLink } from '../../../components/ui/text-link';

export function TermsConsentLabel() {
  return (
    <>
      I agree to the <TextLink to="/terms">Terms of Service</TextLink> and <TextLink to="/privacy">Privacy Policy</TextLink>
    </>
  );
}

export const MARKETING_CONSENT_LABEL = 'Send me product news and tips by email (optional)';
