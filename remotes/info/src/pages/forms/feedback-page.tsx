import { TextField, useCatalogue } from '@college/design-system';
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
import messages from './feedback-page.messages.json';

const EMPTY_FEEDBACK = { stu_name: '', adm_no: '', phone: '', address: '', message: '', [HONEYPOT_FIELD]: '' };

/** `/feedback`: students tell the college what works and what does not. */
export default function FeedbackPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const feedback = useSubmissionForm({
    schema: feedbackSchema,
    defaultValues: EMPTY_FEEDBACK,
    send: sendJson(FEEDBACK_PATH),
    successMessage: FEEDBACK_SUCCESS_MESSAGE,
  });
  const { register, errorOf } = feedback;

  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{text('intro')}</p>
      <SubmissionForm submission={feedback} label={text('formLabel')}>
        <TextField
          label={text('name')}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          required
          error={errorOf('stu_name')}
          {...register('stu_name')}
        />
        <TextField
          label={text('admissionNumber')}
          autoComplete="off"
          maxLength={FIELD_LIMITS.admissionNumber}
          required
          error={errorOf('adm_no')}
          {...register('adm_no')}
        />
        <TextField
          label={text('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={FIELD_LIMITS.phone}
          required
          error={errorOf('phone')}
          {...register('phone')}
        />
        <TextField
          label={text('address')}
          multiline
          rows={3}
          autoComplete="street-address"
          maxLength={FIELD_LIMITS.address}
          required
          error={errorOf('address')}
          {...register('address')}
        />
        <TextField
          label={text('message')}
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
