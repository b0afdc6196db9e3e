import { FAIR_HOUSING_PATH } from '@shared/constants/fair-housing';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@shared/constants/limits';
import { LEAD_RETENTION_YEARS, NOTIFICATION_RETENTION_DAYS, REMOVAL_LINK_TTL_HOURS } from '@shared/constants/privacy';
import { PRIVACY_EMAIL, PRODUCT_NAME } from '@shared/constants/product';
import { RemovalRequestForm } from '../../../components/privacy/removal-request-form';
import { TextLink } from '../../../components/ui/text-link';
import { LegalPage, LegalSection } from './legal-page';

const formatToday = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const DAY_SECONDS = 24 * 3600;

export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" updated={formatToday()}>
      <LegalSection title="Information we collect">
        <ul className="list-disc space-y-1 pl-5">
          <li>Account information: your name, email address and password.</li>
          <li>Profile information, such as your location preferences and buying timeframe.</li>
          <li>Property inquiries you send and listings you save.</li>
          <li>What you give when you sign in at an open house: your name, e-mail, phone and your answers to the agent’s questions.</li>
          <li>Your communication with real estate professionals through the service.</li>
        </ul>
      </LegalSection>
      <LegalSection title="How we share information">
        <p>
          When you express interest in a property, for example by sending an inquiry or signing in at an open house, we share your details with the professional
          responsible for it. We do not sell your personal information.
        </p>
      </LegalSection>
      <LegalSection title="Your rights and how to use them">
        <p>California (CCPA/CPRA) and other state privacy laws give you these rights; we give them to everyone.</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Access and a copy (export).</strong> Signed in, open <TextLink to="/account">Account</TextLink> and choose “Download my data”. We e-mail you
            a link to one archive of everything we hold about you.
          </li>
          <li>
            <strong>Deletion of your account.</strong> Signed in, open <TextLink to="/account">Account</TextLink> and choose “Delete my account”, then confirm
            with your password. Your profile, listings, saved items and everything else of yours are deleted. What you left at another agent’s open house or in
            an inquiry stays that agent’s business record unless you ask for its removal below.
          </li>
          <li>
            <strong>Removal of what you gave at an open house or in an inquiry</strong>, with or without an account: enter your e-mail address in the form
            below. We send a link to that address (valid {REMOVAL_LINK_TTL_HOURS} hours, once); opening it removes your name, e-mail, phone and answers from
            every agent’s leads and stops all our e-mail to the address. Agents keep only that a lead came in.
          </li>
          <li>
            <strong>Correction and opting out.</strong> Change your details under Account and Settings; every e-mail we send has a link to stop that kind of
            e-mail.
          </li>
        </ul>
        <RemovalRequestForm headingLevel="h3" />
      </LegalSection>
      <LegalSection title="How long we keep information">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Leads and open-house sign-ins: {LEAD_RETENTION_YEARS} years after the last activity on them (the last message, reply or change by the agent); then
            the person’s name, e-mail, phone and answers are removed automatically.
          </li>
          <li>In-app notifications: {NOTIFICATION_RETENTION_DAYS} days.</li>
          <li>
            Sign-in sessions: until you sign out, or {SESSION_IDLE_SECONDS / DAY_SECONDS} days without use, and at most {SESSION_ABSOLUTE_SECONDS / DAY_SECONDS}{' '}
            days.
          </li>
          <li>Confirmation and removal links: {REMOVAL_LINK_TTL_HOURS} hours.</li>
          <li>Your account and what belongs to it: until you delete the account.</li>
          <li>The list of addresses that asked for no more e-mail: kept, so that we honour it.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Fair housing">
        <p>
          {PRODUCT_NAME} supports equal housing opportunity. Read our <TextLink to={FAIR_HOUSING_PATH}>fair housing statement</TextLink>.
        </p>
      </LegalSection>
      <LegalSection title="Cookies">
        <p>{PRODUCT_NAME} uses cookies to keep you signed in, to improve your experience and to understand how the service is used.</p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Privacy questions and requests:{' '}
          <a className="font-medium text-brand-700 hover:underline" href={`mailto:${PRIVACY_EMAIL}`}>
            {PRIVACY_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
