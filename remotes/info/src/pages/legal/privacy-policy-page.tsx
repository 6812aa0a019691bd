import { Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';

/** `/PrivacyPolicy`: what the portal collects, why, who sees it, and how it is protected. */
export default function PrivacyPolicyPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Privacy Policy">
      <p>
        This policy explains what information the college collects through this website, why it is collected, who can
        see it and how it is protected. You can read every page of the website without giving any personal
        information.
      </p>

      <h2>What we collect</h2>
      <p>We collect only what you type in or upload when you use one of the forms:</p>
      <ul>
        <li>
          <strong>Feedback, grievance and contact forms:</strong> your name, and as the form asks, your admission
          number, phone number, address or e-mail, and your message.
        </li>
        <li>
          <strong>Samarth portal verification:</strong> your UHI number, admission number and the file you upload.
        </li>
        <li>
          <strong>Admission applications:</strong> your personal and family details, date of birth, contact details,
          category, address, course and subjects, your Aadhaar number, and the documents you upload (mark sheets,
          photograph, signature, Aadhaar card, certificates).
        </li>
        <li>
          <strong>Fee payments:</strong> the payment mode, amount, transaction number and any screenshot you upload.
        </li>
        <li>
          <strong>Career (job) applications:</strong> your personal details, addresses, qualifications, experience,
          photograph and CV.
        </li>
        <li>
          <strong>Result look-up:</strong> the roll number you enter is used only to find the result.
        </li>
      </ul>
      <p>
        Like most websites, the server also records technical details of each request, such as the time and the
        internet (IP) address, to keep the service secure and to stop misuse. The website does not use advertising or
        tracking cookies.
      </p>

      <h2>Aadhaar numbers</h2>
      <p>
        Your Aadhaar number is never stored in clear (as plain, readable text). The portal keeps only a one-way coded
        form of it, which is enough to check that the same number is not used for two applications but cannot be
        turned back into the number. The copy of the Aadhaar card that you upload is kept with your other documents
        and is seen only by the staff who process your application.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>To process admissions, fee payments and job applications, and to contact you about them.</li>
        <li>To answer your queries and to act on feedback and grievances.</li>
        <li>To keep the records that the university and the regulators require.</li>
      </ul>
      <p>
        As part of its public disclosures, the college publishes some records on this website: lists of enrolled
        students (name, father&apos;s name, category and gender), attendance records, and the names, photographs and
        qualifications of faculty members.
      </p>

      <h2>Who can see it</h2>
      <p>
        Uploaded documents and form entries are kept on the college&apos;s server, are not published, and are open only
        to authorised staff. We do not sell, rent or trade your information, and we do not use it for advertising. We
        share it only when the affiliating university, a regulator or a government authority requires it, or when the
        law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep information for as long as it is needed for the purpose it was given for, and for as long as the rules
        on college records require.
      </p>

      <h2>Your choices</h2>
      <p>
        You may ask the office to show you, correct or update the information you have given. Please read our{' '}
        <Link to="/TermsConditions">Terms &amp; Conditions</Link> as well.
      </p>

      <h2>Contact</h2>
      <p>For any question about your information, contact the college office:</p>
      <OfficeContact />
    </ContentPage>
  );
}
