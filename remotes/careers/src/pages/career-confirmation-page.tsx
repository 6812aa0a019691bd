import * as v from 'valibot';
import { Alert, Button, Link, Skeleton, useHydrated, useLocation } from '@college/design-system';
import { SITE, telHref, useWindowStatus, type RemotePageProps } from '@college/remote-kit';
import { APPLICATION_NUMBER } from '@college/careers-service/contract';
import { CareerPageLayout, PageActions } from '../components/career-page-layout';
import { RECRUITMENT } from '../features/recruitment/recruitment';
import './career-confirmation-print.css';
import styles from './career-confirmation-page.module.css';

/** What /careerForm passes on success (see CareerConfirmationState); anything else is ignored. */
const confirmationStateSchema = v.object({
  applicationNo: v.pipe(v.string(), v.regex(APPLICATION_NUMBER)),
  name: v.string(),
  profile: v.string(),
  field: v.string(),
});

type Confirmation = v.InferOutput<typeof confirmationStateSchema>;

function Acknowledgement({ confirmation }: { confirmation: Confirmation }) {
  const details = [
    ['Application number', confirmation.applicationNo],
    ['Name', confirmation.name],
    ['Post', confirmation.profile],
    ['Subject', confirmation.field],
  ] as const;
  return (
    <>
      <Alert tone="success" title="Your application has been received." className={styles.alert}>
        <p>Keep your application number: the college office asks for it.</p>
      </Alert>
      <section className={styles.sheet} data-career-acknowledgement aria-labelledby="career-ack-title">
        <h2 id="career-ack-title">Acknowledgement: {RECRUITMENT.title}</h2>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd className={label === 'Application number' ? styles.number : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <h3>What happens next</h3>
        <p>
          Interviews are held on <strong>{RECRUITMENT.interviewDate}</strong> from <strong>{RECRUITMENT.interviewTime}</strong>{' '}
          at {RECRUITMENT.venue}. Please bring this acknowledgement, your original certificates and a photo identity card.
        </p>
        <p>
          Questions: {RECRUITMENT.helplines.map((line) => `${line.label} ${line.phone}`).join(', ')}; e-mail {RECRUITMENT.email}.
        </p>
      </section>
      <PageActions>
        <Button onClick={() => window.print()} size="lg" data-print-hidden>
          Print acknowledgement
        </Button>
        <Button as={Link} to="/career" variant="outline" size="lg" data-print-hidden>
          Back to {RECRUITMENT.title}
        </Button>
      </PageActions>
    </>
  );
}

function NothingToShow() {
  // No way to a form that would be refused: outside the window /career says why.
  const status = useWindowStatus(SITE.recruitment);
  return (
    <Alert tone="info" title="No application to show here">
      <p>
        This page shows the acknowledgement right after an application is sent. If you have applied, keep the application
        number you were shown; if you lost it, call the office helpline at{' '}
        <a href={telHref(RECRUITMENT.helplines[0].phone)}>{RECRUITMENT.helplines[0].phone}</a>.
      </p>
      <PageActions>
        {status !== 'closed' && status !== 'upcoming' && (
          <Button as={Link} to="/careerForm">
            Apply Online
          </Button>
        )}
        <Button as={Link} to="/career" variant="outline">
          {RECRUITMENT.title}
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
  const parsed = v.safeParse(confirmationStateSchema, location.state);
  return (
    <CareerPageLayout title="Application Received">
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
