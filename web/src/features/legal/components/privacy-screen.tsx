import { PRIVACY_EMAIL, PRODUCT_NAME } from '@shared/constants/product';
import { LegalPage, LegalSection } from './legal-page';

const formatToday = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" updated={formatToday()}>
      <LegalSection title="Information we collect">
        <ul className="list-disc space-y-1 pl-5">
          <li>Account information: your name, email address and password.</li>
          <li>Profile information, such as your location preferences and buying timeframe.</li>
          <li>Property inquiries you send and listings you save.</li>
          <li>Your communication with real estate professionals through the service.</li>
        </ul>
      </LegalSection>
      <LegalSection title="How we share information">
        <p>
          When you express interest in a property, for example by sending an inquiry, we share your details with the professional
          responsible for it. We do not sell your personal information.
        </p>
      </LegalSection>
      <LegalSection title="Your choices and rights">
        <p>
          You may access, update or delete your information, opt out of marketing emails at any time, and request a copy of your
          data.
        </p>
      </LegalSection>
      <LegalSection title="Cookies">
        <p>
          {PRODUCT_NAME} uses cookies to keep you signed in, to improve your experience and to understand how the service is used.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Privacy questions and requests: <a className="font-medium text-brand-700 hover:underline" href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
