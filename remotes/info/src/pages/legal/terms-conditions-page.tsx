import { Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';

/** `/TermsConditions`: who may use the portal and how. */
export default function TermsConditionsPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Terms & Conditions">
      <p>
        These terms apply to everyone who uses this website and its online forms. By using the website, you accept
        them. If you do not agree, please do not use the website.
      </p>

      <h2>Age</h2>
      <p>
        You must be <strong>over 18 years</strong> of age to use this website and to submit its forms. If an applicant
        is under 18 years of age, a parent or guardian should fill in and submit the forms for them.
      </p>

      <h2>Acceptable use</h2>
      <p>You may use the website only for lawful purposes. You must not:</p>
      <ul>
        <li>pretend to be another person, or submit a form in someone else&apos;s name without their consent;</li>
        <li>upload files that contain viruses or other harmful code, or content that is abusive or unlawful;</li>
        <li>try to get into parts of the website or server that are not meant for the public;</li>
        <li>send forms automatically or in bulk, or do anything that slows down or disturbs the service for others.</li>
      </ul>

      <h2>Accuracy of submissions</h2>
      <ul>
        <li>Everything you enter and upload must be true, complete and your own.</li>
        <li>
          An application with false information or forged documents will be rejected. If this is found after
          admission or appointment, the admission or appointment can be cancelled at any stage, and the college may
          take legal action.
        </li>
        <li>
          Submitting a form does not by itself give admission or a job. Admission is confirmed only after the office
          has verified your documents and fees.
        </li>
        <li>Keep your application number, registration number and payment details safe.</li>
      </ul>

      <h2>Fees and refunds</h2>
      <p>
        Payments recorded on the website are checked by the office before they are accepted. Refunds follow the{' '}
        <Link to="/RefundCancellation">Refund &amp; Cancellation</Link> policy.
      </p>

      <h2>Information on this website</h2>
      <p>
        We take care to keep the information correct and up to date, but dates, fees and seats can change. Where this
        website differs from an official notification of the university or a regulator, the notification prevails.
        Links to outside websites are given for convenience; the college is not responsible for their content.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle your information is explained in the <Link to="/PrivacyPolicy">Privacy Policy</Link>.
      </p>

      <h2>Changes</h2>
      <p>These terms may be updated from time to time. The version on this page is the one in force.</p>

      <h2>Contact</h2>
      <OfficeContact />
    </ContentPage>
  );
}
