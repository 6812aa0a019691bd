import * as v from 'valibot';
import { Alert, Button, Link, Skeleton, useCatalogue, useHydrated, useLocation } from '@college/design-system';
import { type RemotePageProps, telHref, useSite } from '@college/remote-kit';
import { APPLICATION_NUMBER } from '@college/careers-service/contract';
import { CareerPageLayout, PageActions } from '../components/career-page-layout';
import { usePostName } from '../features/shared/posts';
import { useRecruitment, useRecruitmentStatus } from '../features/recruitment/recruitment';
import messages from './career-confirmation-page.messages.json';
import './career-confirmation-print.css';
import styles from './career-confirmation-page.module.css';

/** What /careerForm passes on success (see CareerConfirmationState); anything else is ignored. */
const confirmationStateSchema = v.object({
  applicationNo: v.pipe(v.string(), v.regex(APPLICATION_NUMBER)),
  // Absent in a tab whose state was kept from before access codes were given.
  accessCode: v.optional(v.string()),
  name: v.string(),
  profile: v.string(),
  field: v.string(),
});

type Confirmation = v.InferOutput<typeof confirmationStateSchema>;

function Acknowledgement({ confirmation }: { confirmation: Confirmation }) {
  const { t, text } = useCatalogue(messages);
  const recruitment = useRecruitment();
  const postName = usePostName();
  const site = useSite();
  const details = [
    ['applicationNo', confirmation.applicationNo],
    ...(confirmation.accessCode ? ([['accessCode', confirmation.accessCode]] as const) : []),
    ['name', confirmation.name],
    ['post', postName(confirmation.profile)],
    ['subject', postName(confirmation.field)],
  ] as const;
  return (
    <>
      <Alert tone="success" title={text('received')} className={styles.alert}>
        <p>{confirmation.accessCode ? text('keepBoth') : text('keepNumber')}</p>
      </Alert>
      <section className={styles.sheet} data-career-acknowledgement aria-labelledby="career-ack-title">
        {/* Whose acknowledgement it is, on screen and on paper (the shell's header is not printed). */}
        <p className={styles.college}>{site.name}</p>
        <p className={styles.address}>{site.address}</p>
        <h2 id="career-ack-title">{text('ackTitle', { title: recruitment.title })}</h2>
        <dl className={styles.details}>
          {details.map(([id, value]) => (
            <div key={id} className={styles.detail}>
              <dt>{text(id)}</dt>
              <dd className={id === 'applicationNo' || id === 'accessCode' ? styles.number : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <h3>{text('next')}</h3>
        <p>
          {t('interviews', {
            date: recruitment.interviewDate,
            time: recruitment.interviewTime,
            venue: recruitment.venue,
          })}
        </p>
        <p>
          {text('questions', {
            helplines: recruitment.helplines.map((line) => `${line.label} ${line.phone}`).join(', '),
            email: recruitment.email,
          })}
        </p>
      </section>
      <PageActions>
        <Button onClick={() => window.print()} size="lg" data-print-hidden>
          {text('print')}
        </Button>
        <Button as={Link} to="/careerStatus" variant="outline" size="lg" data-print-hidden>
          {text('checkStatus')}
        </Button>
        <Button as={Link} to="/career" variant="outline" size="lg" data-print-hidden>
          {text('back', { title: recruitment.title })}
        </Button>
      </PageActions>
    </>
  );
}

function NothingToShow() {
  // No way to a form that would be refused: outside the window /career says why.
  const recruitment = useRecruitment();
  const status = useRecruitmentStatus(recruitment);
  const { t, text } = useCatalogue(messages);
  const [helpline] = recruitment.helplines;
  return (
    <Alert tone="info" title={text('nothing')}>
      <p>{t('nothingText', { tel: () => <a href={telHref(helpline.phone)}>{helpline.phone}</a> })}</p>
      <PageActions>
        {status !== 'closed' && status !== 'upcoming' && (
          <Button as={Link} to="/careerForm">
            {text('apply')}
          </Button>
        )}
        <Button as={Link} to="/career" variant="outline">
          {recruitment.title}
        </Button>
      </PageActions>
    </Alert>
  );
}

/**
 * `/careerConfirmation`: the acknowledgement of a sent application, from the navigation state the
 * form passes (it survives a reload of the tab). A direct visit says what the page is for. Both
 * wait for the browser: the prerendered page cannot know the state.
 */
export default function CareerConfirmationPage(_props: RemotePageProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const { text } = useCatalogue(messages);
  const parsed = v.safeParse(confirmationStateSchema, location.state);
  return (
    <CareerPageLayout title={text('title')}>
      {!hydrated ? (
        <div className={styles.placeholder} aria-busy="true">
          <Skeleton lines={6} height="1.5em" />
        </div>
      ) : parsed.success ? (
        <Acknowledgement confirmation={parsed.output} />
      ) : (
        <NothingToShow />
      )}
    </CareerPageLayout>
  );
}
