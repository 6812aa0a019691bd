import { useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import {
  COMPLAINT_PATH,
  COMPLAINT_SUCCESS_MESSAGE,
  complaintSchema,
  HONEYPOT_FIELD,
} from '@college/info-service/contract';
import { ContentPage } from '../../components/content-page/content-page';
import { MessageFields, SubmissionForm, sendJson, useSubmissionForm } from '../../features/forms';
import messages from './complaints-page.messages.json';

const EMPTY_COMPLAINT = { stu_name: '', email: '', message: '', [HONEYPOT_FIELD]: '' };

/** `/complaints`: a grievance to the college, from a student or anyone else. */
export default function ComplaintsPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const complaint = useSubmissionForm({
    schema: complaintSchema,
    defaultValues: EMPTY_COMPLAINT,
    send: sendJson(COMPLAINT_PATH),
    successMessage: COMPLAINT_SUCCESS_MESSAGE,
  });

  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{text('intro')}</p>
      <SubmissionForm submission={complaint} label={text('formLabel')}>
        <MessageFields form={complaint} nameLabel={text('name')} />
      </SubmissionForm>
    </ContentPage>
  );
}
