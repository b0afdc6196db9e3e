import { FAIR_HOUSING_PATH } from '@shared/constants/fair-housing';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants/product';
import { TextLink } from '../../../components/ui/text-link';
import { LegalPage, LegalSection } from './legal-page';

export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service">
      <LegalSection title="1. The service">
        <p>
          {PRODUCT_NAME} is an online marketplace where real estate agents and brokers publish property listings, schedule open houses and receive inquiries,
          and where buyers browse listings, view open houses on a map, save open houses and contact professionals. By using the service you agree to these
          terms.
        </p>
      </LegalSection>
      <LegalSection title="2. Accounts">
        <p>
          You must give accurate information when you create an account and keep your password confidential. You are responsible for everything done with your
          account. Agents and brokers confirm that they hold the licences their work requires.
        </p>
      </LegalSection>
      <LegalSection title="3. Real estate disclaimer">
        <p>
          {PRODUCT_NAME} is not a real estate broker and not a law firm, and nothing on the service is legal, financial or real estate advice. Listing
          information is provided by the professionals who publish it and is not verified by us. Offers to purchase must be submitted by a licensed real estate
          professional.
        </p>
      </LegalSection>
      <LegalSection title="4. Acceptable conduct">
        <p>
          Do not post false or misleading listings, content you have no right to publish, or anything unlawful or discriminatory. Do not harass other users,
          scrape the service, or interfere with its operation. We may remove content or suspend accounts that break these rules.
        </p>
      </LegalSection>
      <LegalSection title="5. Fair housing">
        <p>
          Listings, open houses and everything said about them must comply with the Fair Housing Act and state fair-housing laws: no preference, limitation or
          discrimination because of race, color, religion, sex, handicap, familial status, national origin or any class a state protects. Search and saved
          searches never filter on these. See our <TextLink to={FAIR_HOUSING_PATH}>fair housing statement</TextLink>.
        </p>
      </LegalSection>
      <LegalSection title="6. Privacy and your data">
        <p>
          Our <TextLink to="/privacy">Privacy Policy</TextLink> explains what we collect, why, how long we keep it and the choices you have. You may download
          your data and delete your account under <TextLink to="/account">Account</TextLink>, and anyone may have what they gave at an open house or in an
          inquiry removed from the privacy page. Agents receive visitors’ details as their business record and must honour a removal we carry out.
        </p>
      </LegalSection>
      <LegalSection title="7. Limitation of liability">
        <p>
          The service is provided &quot;as is&quot;. To the extent the law allows, {PRODUCT_NAME} is not liable for indirect or consequential losses, or for
          transactions, visits or agreements between users.
        </p>
      </LegalSection>
      <LegalSection title="8. Changes to these terms">
        <p>We may update these terms. When the changes are material we will tell you before they take effect.</p>
      </LegalSection>
      <LegalSection title="9. Contact">
        <p>
          Questions about these terms:{' '}
          <a className="font-medium text-brand-700 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
