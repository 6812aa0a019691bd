import { forwardRef } from 'react';
import type * as v from 'valibot';
import { Alert, Button, Spinner } from '@college/design-system';
import { getJson, useResource } from '@college/remote-kit';
import {
  enrolmentAnswerSchema,
  enrolmentConfirmSchema,
  enrolmentDoneSchema,
  ENROLMENT_PATH,
} from '@college/office-service/contract';
import { officePost } from '@college/remote-kit/office';
import { OFFICE_TEXT } from '../shared/office-text';
import { CODE_INPUT } from './second-factor-step';
import { CodeForm } from './sign-in-form';
import { SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

interface EnrolProps {
  csrfToken: string;
  onEnrolled: (answer: v.InferOutput<typeof enrolmentDoneSchema>) => void;
  onStartAgain: () => void;
}

/** The key's letters in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment: the authenticator key as a QR code and as text, confirmed by one code from the app. */
export const EnrolStep = forwardRef<HTMLHeadingElement, EnrolProps>(function EnrolStep(
  { csrfToken, onEnrolled, onStartAgain },
  heading,
) {
  const enrolment = useResource((signal) => getJson(ENROLMENT_PATH, enrolmentAnswerSchema, signal));
  return (
    <section className={styles.step} aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {SIGN_IN_TEXT.enrolHeading}
      </h2>
      <p>{SIGN_IN_TEXT.enrolIntro}</p>
      {enrolment.status === 'loading' && <Spinner label={SIGN_IN_TEXT.enrolLoading} showLabel />}
      {enrolment.status === 'error' && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={
            <Button variant="secondary" onClick={onStartAgain}>
              {SIGN_IN_TEXT.startAgain}
            </Button>
          }
        >
          <p>{enrolment.error.message}</p>
        </Alert>
      )}
      {enrolment.status === 'ready' && (
        <>
          <p>{SIGN_IN_TEXT.enrolScan}</p>
          <img className={styles.qr} src={enrolment.data.qrDataUrl} alt={SIGN_IN_TEXT.qrAlt} width={192} height={192} />
          <p>{SIGN_IN_TEXT.enrolType}</p>
          <p>
            {SIGN_IN_TEXT.enrolKeyLabel}:{' '}
            <code className={styles.key} data-testid="enrolment-key">
              {grouped(enrolment.data.secret)}
            </code>
          </p>
          <p>{SIGN_IN_TEXT.enrolConfirm}</p>
          <CodeForm
            name={SIGN_IN_TEXT.enrolHeading}
            field="code"
            schema={enrolmentConfirmSchema}
            input={{ ...CODE_INPUT, id: 'enrol-code' }}
            submitLabel={SIGN_IN_TEXT.confirm}
            send={(values) => officePost(ENROLMENT_PATH, values, enrolmentDoneSchema, csrfToken)}
            onSent={onEnrolled}
            onStartAgain={onStartAgain}
          />
        </>
      )}
    </section>
  );
});
