import * as v from 'valibot';
import { FileInput, TextField, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import {
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  SAMARTH_IMAGE,
  SAMARTH_PATH,
  SAMARTH_SUCCESS_MESSAGE,
  samarthVerificationFieldsSchema,
} from '@college/info-service/contract';
import { ContentPage } from '../../components/content-page/content-page';
import { requiredFileSchema, SubmissionForm, sendMultipart, useSubmissionForm } from '../../features/forms';
import messages from './samarth-portal-page.messages.json';

/**
 * The contract's text fields plus the file, checked here by the name and type the browser reports
 * (the service checks the bytes again, with the same limits).
 */
const samarthFormSchema = v.object({
  ...samarthVerificationFieldsSchema.entries,
  [SAMARTH_IMAGE.field]: requiredFileSchema(SAMARTH_IMAGE),
});

const EMPTY_VERIFICATION = {
  uhi_number: '',
  admission: '',
  [SAMARTH_IMAGE.field]: undefined,
  [HONEYPOT_FIELD]: '',
};

/** `/samarthPortal`: a student uploads proof of their Samarth portal registration. */
export default function SamarthPortalPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const verification = useSubmissionForm({
    schema: samarthFormSchema,
    defaultValues: EMPTY_VERIFICATION,
    send: sendMultipart(SAMARTH_PATH),
    successMessage: SAMARTH_SUCCESS_MESSAGE,
  });
  const { register, errorOf } = verification;

  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{text('intro')}</p>
      <SubmissionForm submission={verification} label={text('formLabel')} reference="quote">
        <TextField
          label={text('uhiNumber')}
          autoComplete="off"
          maxLength={FIELD_LIMITS.uhiNumber}
          required
          error={errorOf('uhi_number')}
          {...register('uhi_number')}
        />
        <TextField
          label={text('admissionNumber')}
          autoComplete="off"
          maxLength={FIELD_LIMITS.admissionNumber}
          required
          error={errorOf('admission')}
          {...register('admission')}
        />
        <FileInput
          label={text('document')}
          accept={SAMARTH_IMAGE.accept}
          hint={text('fileHint')}
          required
          error={errorOf(SAMARTH_IMAGE.field)}
          {...register(SAMARTH_IMAGE.field)}
        />
      </SubmissionForm>
    </ContentPage>
  );
}
