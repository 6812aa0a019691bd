import { Button, Link } from '@college/design-system';
import { SITE, telHref, useWindowStatus, type RemotePageProps } from '@college/remote-kit';
import { CAREER_FILES, JOB_PROFILES, NOT_APPLICABLE, NOTIFICATION_PDF_PATH } from '@college/careers-service/contract';
import { CareerPageLayout, PageActions } from '../components/career-page-layout';
import { KeyDates } from '../features/recruitment/key-dates';
import { RECRUITMENT } from '../features/recruitment/recruitment';
import { RecruitmentWindowNotice } from '../features/recruitment/window-notice';

/**
 * `/career`: the recruitment at a glance, the notification PDF and, while applications are taken,
 * the way to the form. Outside the window it says so instead (once the browser knows the day).
 */
export default function CareerPage(_props: RemotePageProps) {
  const status = useWindowStatus(SITE.recruitment);
  return (
    <CareerPageLayout title={RECRUITMENT.title}>
      <p>
        Online applications are invited for teaching and non-teaching posts.
        {status === 'open' && ' Read the notification, then apply online before the last date.'}
      </p>
      {status !== null && status !== 'open' && <RecruitmentWindowNotice status={status} />}
      <KeyDates />

      <h2>Posts</h2>
      <ul>
        {JOB_PROFILES.map(({ profile, subjects }) => (
          <li key={profile}>
            <strong>{profile}</strong>
            {subjects[0] !== NOT_APPLICABLE && <>: {subjects.join(', ')}</>}
          </li>
        ))}
      </ul>

      <h2>Interview venue</h2>
      <p>
        Interviews are held on {RECRUITMENT.interviewDate} from {RECRUITMENT.interviewTime} at {RECRUITMENT.venue}. Bring
        your original certificates and the printed acknowledgement of your application.
      </p>

      <h2>Before you apply</h2>
      <ul>
        <li>
          Keep your CV, certificates and experience details ready as a single PDF of at most{' '}
          {CAREER_FILES.cv.maxBytes / (1024 * 1024)} MB.
        </li>
        <li>
          Keep a recent colour photograph (JPEG or PNG, face clearly visible) of at most{' '}
          {CAREER_FILES.photo.maxBytes / 1024} KB.
        </li>
        <li>One application per post and subject.</li>
      </ul>

      <h2>Helplines</h2>
      <ul>
        {RECRUITMENT.helplines.map((line) => (
          <li key={line.label}>
            {line.label}: <a href={telHref(line.phone)}>{line.phone}</a>
          </li>
        ))}
        <li>
          E-mail: <a href={`mailto:${RECRUITMENT.email}`}>{RECRUITMENT.email}</a>
        </li>
      </ul>

      <PageActions>
        <Button as="a" href={NOTIFICATION_PDF_PATH} target="_blank" rel="noopener" variant="outline" size="lg">
          View Notification (PDF, opens in a new tab)
        </Button>
        {status === 'open' && (
          <Button as={Link} to="/careerForm" size="lg">
            Apply Online
          </Button>
        )}
      </PageActions>
    </CareerPageLayout>
  );
}
