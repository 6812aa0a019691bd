import { Alert, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage, TableScroll } from '../../components/content-page/content-page';
import { OfficeContact } from './office-contact';

/** `/RefundCancellation`: the UGC fee refund policy for session 2024-25 and how to ask for a refund. */
export default function RefundCancellationPage(_props: RemotePageProps) {
  return (
    <ContentPage title="Refund & Cancellation">
      <p>
        If a student cancels an admission, the fees paid to the college are refunded in line with the fee refund policy
        of the University Grants Commission (UGC). For the session 2024-25, that policy is as follows.
      </p>

      <h2>UGC fee refund policy, session 2024-25</h2>
      <TableScroll caption="Refund of fees on cancellation of admission, session 2024-25">
        <thead>
          <tr>
            <th scope="col">Admission cancelled</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              Up to <time dateTime="2024-09-30">30 September 2024</time>
            </th>
            <td>Full refund of the fees paid.</td>
          </tr>
          <tr>
            <th scope="row">
              From <time dateTime="2024-10-01">1</time> to <time dateTime="2024-10-31">31 October 2024</time>
            </th>
            <td>Full refund after a deduction of at most Rs. 1,000 as processing fee.</td>
          </tr>
          <tr>
            <th scope="row">
              After <time dateTime="2024-10-31">31 October 2024</time>
            </th>
            <td>As per the UGC&apos;s notification on the refund of fees.</td>
          </tr>
        </tbody>
      </TableScroll>

      <Alert tone="info" title="Other sessions">
        For later sessions, the refund policy announced by the UGC for that session applies. Please ask the college
        office for the dates that apply to you. Fees paid to other bodies, such as the university or an allotment
        authority, are refunded under their own rules.
      </Alert>

      <h2>How to apply for a refund</h2>
      <ol>
        <li>
          Write an application to the Principal asking to cancel your admission and refund your fees. The student signs
          it; a parent or guardian also signs if the student is under 18 years of age.
        </li>
        <li>
          Write your name, father&apos;s name, course, application or admission number, and the date and amount of
          each payment with its receipt or transaction number.
        </li>
        <li>
          Give the bank account details for the refund: account holder&apos;s name, account number, IFSC and bank name,
          with a copy of the passbook&apos;s first page or a cancelled cheque.
        </li>
        <li>
          Hand in the application at the college office and keep the acknowledgement. Apply as
          early as possible: the refund depends on the date of cancellation.
        </li>
      </ol>
      <p>The office will tell you when the refund will be paid and will contact you if anything is missing.</p>

      <h2>Payment problems</h2>
      <p>
        If money was taken from your account twice, or taken when the payment failed, tell the office with the
        transaction number and the date. The office will check the payment and tell you how the extra amount will be
        returned.
      </p>

      <h2>Contact</h2>
      <OfficeContact />
      <p>
        See also the <Link to="/TermsConditions">Terms &amp; Conditions</Link>.
      </p>
    </ContentPage>
  );
}
