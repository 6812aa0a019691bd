import type { RemotePageProps } from '@college/remote-kit';
import {
  COMPLAINT_PATH,
  COMPLAINT_SUCCESS_MESSAGE,
  complaintSchema,
  HONEYPOT_FIELD,
} from '@college/info-service/contract';
import { ContentPage } from '../../components/content-page/content-page';
import { MessageFields, SubmissionForm, sendJson, useSubmissionForm } from '../../features/forms';

const EMPTY_COMPLAINT = { stu_name: '', email: '', message: '', [HONEYPOT_FIELD]: '' };

/** `/complaints`: a grievance to the college, from a student or anyone else. */
export default function ComplaintsPage(_props: RemotePageProps) {
  const complaint = useSubmissionForm({
    schema: complaintSchema,
    defaultValues: EMPTY_COMPLAINT,
    send: sendJson(COMPLAINT_PATH),
    successMessage: COMPLAINT_SUCCESS_MESSAGE,
  });

  return (
    <ContentPage title="Online Grievances">
      <p>
        Describe your grievance below. The grievance committee looks into every complaint; give an e-mail address
        where we can reach you.
      </p>
      <SubmissionForm submission={complaint} label="Grievance form">
        <MessageFields form={complaint} nameLabel="User Name" />
      </SubmissionForm>
    </ContentPage>
  );
}
