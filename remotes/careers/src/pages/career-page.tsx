import { Button, Link, useCatalogue } from '@college/design-system';
import { type RemotePageProps, telHref } from '@college/remote-kit';
import { CAREER_FILES, JOB_PROFILES, NOT_APPLICABLE, NOTIFICATION_PDF_PATH } from '@college/careers-service/contract';
import { CareerPageLayout, PageActions } from '../components/career-page-layout';
import { KeyDates } from '../features/recruitment/key-dates';
import { usePostName } from '../features/shared/posts';
import { RECRUITMENT_ANSWERS, useRecruitment, useRecruitmentStatus } from '../features/recruitment/recruitment';
import { RecruitmentWindowNotice } from '../features/recruitment/window-notice';
import messages from './career-page.messages.json';

/** The recruitment's dates as the recruitment office set them, in the first response (decision 017). */
export const pageAnswers = RECRUITMENT_ANSWERS;

/**
 * `/career`: the recruitment at a glance, the notification PDF and, while applications are taken,
 * the way to the form. Outside the window it says so instead (once the browser knows the day), the
 * window being the recruitment office's when the service says so.
 */
export default function CareerPage(_props: RemotePageProps) {
  const recruitment = useRecruitment();
  const status = useRecruitmentStatus(recruitment);
  const postName = usePostName();
  const { t, text } = useCatalogue(messages);
  return (
    <CareerPageLayout title={recruitment.title}>
      <p>
        {text('invited')}
        {status === 'open' && ` ${text('readThenApply')}`}
      </p>
      {status !== null && status !== 'open' && <RecruitmentWindowNotice status={status} />}
      <KeyDates />
      <p>{t('alreadyApplied', { link: (chunks) => <Link to="/careerStatus">{chunks}</Link> })}</p>

      <h2>{text('posts')}</h2>
      <ul>
        {JOB_PROFILES.map(({ profile, subjects }) => (
          <li key={profile}>
            <strong>{postName(profile)}</strong>
            {subjects[0] !== NOT_APPLICABLE && <>: {subjects.map(postName).join(', ')}</>}
          </li>
        ))}
      </ul>

      <h2>{text('venue')}</h2>
      <p>
        {text('venueText', {
          date: recruitment.interviewDate,
          time: recruitment.interviewTime,
          venue: recruitment.venue,
        })}
      </p>

      <h2>{text('before')}</h2>
      <ul>
        <li>{text('keepCv', { mb: CAREER_FILES.cv.maxBytes / (1024 * 1024) })}</li>
        <li>{text('keepPhoto', { kb: CAREER_FILES.photo.maxBytes / 1024 })}</li>
        <li>{text('onePerPost')}</li>
      </ul>

      <h2>{text('helplines')}</h2>
      <ul>
        {recruitment.helplines.map((line) => (
          <li key={line.label}>
            {line.label}: <a href={telHref(line.phone)}>{line.phone}</a>
          </li>
        ))}
        <li>
          {text('email')} <a href={`mailto:${recruitment.email}`}>{recruitment.email}</a>
        </li>
      </ul>

      <PageActions>
        <Button as="a" href={NOTIFICATION_PDF_PATH} target="_blank" rel="noopener" variant="outline" size="lg">
          {text('notification')}
        </Button>
        {status === 'open' && (
          <Button as={Link} to="/careerForm" size="lg">
            {text('apply')}
          </Button>
        )}
      </PageActions>
    </CareerPageLayout>
  );
}
