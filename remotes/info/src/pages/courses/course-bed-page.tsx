import { Alert, Button, KeyFacts, Link } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';

// From the college's settings. Amounts in rupees, written without separators as in the fee notice.
const FEES = SITE.fees.bed;
const SEATS = { arts: 70, science: 30 } as const;
const TOTAL_SEATS = SEATS.arts + SEATS.science;

/** `/course_bed`: the B.Ed. course — duration, seats, fees and eligibility. */
export default function CourseBedPage(_props: RemotePageProps) {
  return (
    <ContentPage title="B.Ed. Course">
      <p>
        The Bachelor of Education (B.Ed.) prepares graduates to teach in schools. Over two years, students study how
        children learn, methods of teaching their own subjects, school management and assessment, and they practise
        teaching in real classrooms.
      </p>

      <KeyFacts
        facts={[
          { label: 'Duration', value: '2 years' },
          { label: 'Seats', value: `${TOTAL_SEATS} seats` },
          { label: 'Eligibility', value: 'At least 50 percent marks' },
          { label: 'Total fees', value: `Rs. ${FEES.year1 + FEES.year2}` },
        ]}
      />

      <h2>Seats</h2>
      <p>
        The course has {TOTAL_SEATS} seats in all: {SEATS.arts} for the Arts stream and {SEATS.science} for the
        Science stream.
      </p>

      <h2>Fees</h2>
      <TableScroll caption="B.Ed. fees">
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Fee</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">First year</th>
            <td>Rs. {FEES.year1}</td>
          </tr>
          <tr>
            <th scope="row">Second year</th>
            <td>Rs. {FEES.year2}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td>Rs. {FEES.year1 + FEES.year2}</td>
          </tr>
        </tbody>
      </TableScroll>
      <p>
        Examination fees of the university and other charges, if any, are announced separately. Ask the college office
        for the current details before you pay.
      </p>

      <h2>Eligibility</h2>
      <p>
        A candidate needs at least 50 percent marks in the qualifying examination. The exact qualifying degrees,
        relaxations and the selection process are given in the admission notification of each year.
      </p>

      <Alert tone="info" title="Before you apply">
        Read the admission procedure and keep your mark sheets and certificates ready. If anything is unclear, call
        the college office.
      </Alert>

      <PageActions>
        <Button as={Link} to="/admission-procedure">
          Admission procedure
        </Button>
        <Button as={Link} to="/courses" variant="outline">
          All courses
        </Button>
      </PageActions>
    </ContentPage>
  );
}
