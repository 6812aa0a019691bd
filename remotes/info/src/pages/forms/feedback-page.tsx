import { TextField } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import {
  FEEDBACK_PATH,
  FEEDBACK_SUCCESS_MESSAGE,
  FIELD_LIMITS,
  feedbackSchema,
  HONEYPOT_FIELD,
} from '@college/info-service/contract';
import { ContentPage } from '../../components/content-page/content-page';
import { SubmissionForm, sendJson, useSubmissionForm } from '../../features/forms';

const EMPTY_FEEDBACK = { stu_name: '', adm_no: '', phone: '', address: '', message: '', [HONEYPOT_FIELD]: '' };

/** `/feedback`: students tell the college what works and what does not. */
export default function FeedbackPage(_props: RemotePageProps) {
  const feedback = useSubmissionForm({
    schema: feedbackSchema,
    defaultValues: EMPTY_FEEDBACK,
    send: sendJson(FEEDBACK_PATH),
    successMessage: FEEDBACK_SUCCESS_MESSAGE,
  });
  const { register, errorOf } = feedback;

  return (
    <ContentPage title="Feedback">
      <p>Tell us about your classes, the campus or any of our services. The college office reads every message.</p>
      <SubmissionForm submission={feedback} label="Feedback form">
        <TextField
          label="Student Name"
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          required
          error={errorOf('stu_name')}
          {...register('stu_name')}
        />
        <TextField
          label="Admission No."
          autoComplete="off"
          maxLength={FIELD_LIMITS.admissionNumber}
          required
          error={errorOf('adm_no')}
          {...register('adm_no')}
        />
        <TextField
          label="Student Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={FIELD_LIMITS.phone}
          required
          error={errorOf('phone')}
          {...register('phone')}
        />
        <TextField
          label="Address"
          multiline
          rows={3}
          autoComplete="street-address"
          maxLength={FIELD_LIMITS.address}
          required
          error={errorOf('address')}
          {...register('address')}
        />
        <TextField
          label="Message"
          multiline
          rows={5}
          maxLength={FIELD_LIMITS.message}
          required
          error={errorOf('message')}
          {...register('message')}
        />
      </SubmissionForm>
    </ContentPage>
  );
}
