import { Button, KeyFacts, Link, useCatalogue } from '@college/design-system';
import { FEES as COLLEGE_FEES, type RemotePageProps } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { CounsellingNotice } from './counselling-notice';
import messages from './course-bed-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
// From the college's settings.
const FEES = COLLEGE_FEES.bed;
const SEATS = { arts: 70, science: 30 } as const;
const TOTAL_SEATS = SEATS.arts + SEATS.science;

/** `/course_bed`: the B.Ed. course — duration, seats, fees and eligibility. */
export default function CourseBedPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <p>{text('intro')}</p>
      <KeyFacts
        facts={[
          { label: text('duration'), value: text('durationValue') },
          { label: text('seats'), value: text('seatsValue', { seats: TOTAL_SEATS }) },
          { label: text('eligibility'), value: text('eligibilityValue') },
          { label: text('totalFees'), value: rupees(FEES.year1 + FEES.year2) },
        ]}
      />
      <h2>{text('seats')}</h2>
      <p>{text('seatsText', { total: TOTAL_SEATS, ...SEATS })}</p>
      <h2>{text('fees')}</h2>
      <TableScroll caption={text('feesCaption')}>
        <thead>
          <tr>
            <th scope="col">{text('year')}</th>
            <th scope="col">{text('fee')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{text('firstYear')}</th>
            <td>{rupees(FEES.year1)}</td>
          </tr>
          <tr>
            <th scope="row">{text('secondYear')}</th>
            <td>{rupees(FEES.year2)}</td>
          </tr>
          <tr>
            <th scope="row">{text('total')}</th>
            <td>{rupees(FEES.year1 + FEES.year2)}</td>
          </tr>
        </tbody>
      </TableScroll>
      <p>{text('feesNote')}</p>
      <h2>{text('eligibility')}</h2>
      <p>{text('eligibilityText')}</p>
      <CounsellingNotice course="bed" name={text('short')} />
      <PageActions>
        <Button as={Link} to="/admission-procedure">
          {text('procedure')}
        </Button>
        <Button as={Link} to="/courses" variant="outline">
          {text('allCourses')}
        </Button>
      </PageActions>
    </ContentPage>
  );
}
