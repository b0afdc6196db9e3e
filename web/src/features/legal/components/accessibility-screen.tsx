import { PRODUCT_NAME, SUPPORT_EMAIL } from '@shared/constants/product';
import { LegalPage, LegalSection } from './legal-page';

export function AccessibilityScreen() {
  return (
    <LegalPage title="Accessibility Statement">
      <LegalSection title="Our commitment">
        <p>
          {PRODUCT_NAME} should work for everyone looking for a home, including people who use a screen reader, a keyboard, magnification or voice control. We
          aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.
        </p>
      </LegalSection>
      <LegalSection title="What we do">
        <ul className="list-disc space-y-1 pl-5">
          <li>Every page can be used with the keyboard alone, with a visible focus.</li>
          <li>Forms name each field and announce their errors; images of listings carry text alternatives.</li>
          <li>Text keeps its contrast, and pages reflow on a phone and at 200% zoom.</li>
          <li>We check new screens with automated tools and by hand before they ship.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Known limits">
        <p>
          The map is a visual overview: every home on it is also in the list beside it and at Browse Listings. Photos that agents upload may lack a description
          of what they show.
        </p>
      </LegalSection>
      <LegalSection title="Tell us about a barrier">
        <p>
          If something is hard to use, write to{' '}
          <a className="font-medium text-brand-700 hover:underline" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Accessibility')}`}>
            {SUPPORT_EMAIL}
          </a>{' '}
          with the page and what happened. We answer within two business days and can give you the information in another way meanwhile.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
