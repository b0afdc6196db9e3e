import { FAIR_HOUSING_STATEMENT, PROTECTED_CHARACTERISTICS } from '@shared/constants/fair-housing';
import { PRODUCT_NAME } from '@shared/constants/product';
import { EqualHousingLogo } from '../../../components/ui/equal-housing-logo';
import { LegalPage, LegalSection } from './legal-page';

export function FairHousingScreen() {
  return (
    <LegalPage title="Fair Housing">
      <LegalSection title="Equal housing opportunity">
        <div className="flex items-start gap-4">
          <EqualHousingLogo className="size-14 text-slate-800" />
          <p>{FAIR_HOUSING_STATEMENT}</p>
        </div>
      </LegalSection>
      <LegalSection title="What this means here">
        <p>
          The Fair Housing Act makes it unlawful to refuse to sell or rent, to set different terms, or to advertise a preference because of a protected
          characteristic. Many states and cities protect more classes. On {PRODUCT_NAME}:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Search, the map and saved searches filter only on the home (place, price, rooms, type, size), never on who may live in it.</li>
          <li>Agents and brokers agree not to publish listings or remarks that state a preference or limitation.</li>
          <li>Every open-house visitor is welcome to sign in and ask, on the same terms.</li>
        </ul>
        <p>Protected characteristics we never filter or screen on: {PROTECTED_CHARACTERISTICS.join(', ')}.</p>
      </LegalSection>
      <LegalSection title="Report a concern">
        <p>
          If you believe you were treated unfairly, contact the U.S. Department of Housing and Urban Development at{' '}
          <a className="font-medium text-brand-700 hover:underline" href="https://www.hud.gov/fairhousing">
            hud.gov/fairhousing
          </a>{' '}
          or 1-800-669-9777, and tell us too, so we can act on any listing involved.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
