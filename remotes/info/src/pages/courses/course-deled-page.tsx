import { Button, KeyFacts, Link, useCatalogue } from '@college/design-system';
import { FEES as COLLEGE_FEES, type RemotePageProps } from '@college/remote-kit';
import { rupees } from '@college/settings/format';
import { ContentPage, PageActions, TableScroll } from '../../components/content-page/content-page';
import { CounsellingNotice } from './counselling-notice';
import messages from './course-deled-page.messages.json';

/** The day this page's text (both languages) was last reviewed. */
const REVIEWED = '2026-11-26';
// From the college's settings.
const FEES = COLLEGE_FEES.deled;

/** `/course_deled`: the D.El.Ed. course — duration, seats, fees and eligibility. */
export default function CourseDeledPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const perYear = rupees(FEES.perYear);
  return (
    <ContentPage title={text('title')} reviewed={REVIEWED}>
      <p>{text('intro')}</p>
      <KeyFacts
        facts={[
          { label: text('duration'), value: text('durationValue') },
          { label: text('seats'), value: text('seatsValue') },
          { label: text('fees'), value: text('perYear', { amount: perYear }) },
          { label: text('relaxation'), value: text('relaxationValue') },
        ]}
      />
      <h2>{text('durationTitle')}</h2>
      <p>{text('durationText')}</p>
      <h2>{text('fees')}</h2>
      <p>{text('feeText', { amount: perYear })}</p>
      <TableScroll caption={text('feeCaption')}>
        <thead>
          <tr>
            <th scope="col">{text('when')}</th>
            <th scope="col">{text('how')}</th>
            <th scope="col">{text('amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{text('atAllotment')}</th>
            <td>{text('online')}</td>
            <td>{rupees(FEES.firstYear.atAllotment)}</td>
          </tr>
          <tr>
            <th scope="row">{text('onJoining')}</th>
            <td>{text('atCollege')}</td>
            <td>{rupees(FEES.firstYear.atCollege)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {text('totalYear')}
            </th>
            <td>{perYear}</td>
          </tr>
        </tbody>
      </TableScroll>
      <p>{text('secondYear')}</p>
      <h2>{text('eligibility')}</h2>
      <p>{text('eligibilityText')}</p>
      <CounsellingNotice course="deled" name={text('short')} />
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
