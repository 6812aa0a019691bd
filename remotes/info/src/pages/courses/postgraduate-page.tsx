import { Button, Link } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';

// Spec §9, M.A. seats by subject.
const MA_SEATS = [
  { subject: 'Hindi', seats: 80 },
  { subject: 'Sociology', seats: 80 },
  { subject: 'Geography', seats: 50 },
  { subject: 'Home Science', seats: 50 },
] as const;

const TOTAL = MA_SEATS.reduce((sum, row) => sum + row.seats, 0);

/** `/postgraduate`: M.A. subjects and their seats. */
export default function PostgraduatePage(_props: RemotePageProps) {
  return (
    <ContentPage title="Postgraduate Courses">
      <p>
        The college offers the Master of Arts (M.A.) for graduates who want to study a subject in depth, prepare for
        teaching and research, or compete for jobs that ask for a postgraduate degree.
      </p>

      <h2>M.A. subjects and seats</h2>
      <TableScroll caption="M.A. seats by subject">
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Seats</th>
          </tr>
        </thead>
        <tbody>
          {MA_SEATS.map(({ subject, seats }) => (
            <tr key={subject}>
              <th scope="row">{subject}</th>
              <td>{seats}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{TOTAL}</td>
          </tr>
        </tfoot>
      </TableScroll>

      <h2>Admission</h2>
      <p>
        Admission to M.A. is made through the college&apos;s online admission form. Eligibility, fees and the subjects
        open in a given year are announced in the admission notice; please confirm them with the college office
        before applying.
      </p>

      <PageActions>
        <Button as={Link} to="/admission" size="lg">
          Apply Online
        </Button>
        <Button as={Link} to="/admission-procedure" variant="outline" size="lg">
          Admission procedure
        </Button>
      </PageActions>
    </ContentPage>
  );
}
