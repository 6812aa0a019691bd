import { Button, KeyFacts, Link } from '@college/design-system';
import { SITE, type RemotePageProps } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';

// From the college's settings.
const FEES = SITE.fees.deled;

/** `/course_deled`: the D.El.Ed. course — duration, seats, fees and eligibility (spec §9). */
export default function CourseDeledPage(_props: RemotePageProps) {
  return (
    <ContentPage title="D.El.Ed. Course">
      <p>
        The Diploma in Elementary Education (D.El.Ed.) trains teachers for primary and upper-primary classes. Students
        learn how young children grow and learn, how to teach languages, mathematics and environmental studies, and
        they spend time teaching in schools under guidance.
      </p>

      <KeyFacts
        facts={[
          { label: 'Duration', value: '2 years (4 semesters)' },
          { label: 'Seats', value: '100 seats per year' },
          { label: 'Fees', value: `${rupees(FEES.perYear)} per year` },
          { label: 'Relaxation', value: '5 percent for reserved categories' },
        ]}
      />

      <h2>Duration and seats</h2>
      <p>
        The course runs for two years, divided into 4 semesters. The college admits 100 students each year.
      </p>

      <h2>Fees</h2>
      <p>The fee is {rupees(FEES.perYear)} per year. In the first year it is paid in two parts:</p>
      <TableScroll caption="D.El.Ed. first-year fee">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">How</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">At seat allotment</th>
            <td>Online</td>
            <td>{rupees(FEES.firstYear.atAllotment)}</td>
          </tr>
          <tr>
            <th scope="row">On joining</th>
            <td>At the college</td>
            <td>{rupees(FEES.firstYear.atCollege)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Total for the year
            </th>
            <td>{rupees(FEES.perYear)}</td>
          </tr>
        </tbody>
      </TableScroll>
      <p>For the second year, ask the college office when and how the fee is to be paid.</p>

      <h2>Eligibility</h2>
      <p>
        The minimum qualification and marks are laid down in the admission notification of each year. Candidates of
        reserved categories get a relaxation of 5 percent in the minimum marks.
      </p>

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
