import { useNavigate } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { CareerPageLayout } from '../components/career-page-layout';
import { CareerForm } from '../features/career-form/career-form';
import { RECRUITMENT } from '../features/recruitment/recruitment';

/** `/careerForm`: the online application; on success, /careerConfirmation with its number. */
export default function CareerFormPage(_props: RemotePageProps) {
  const navigate = useNavigate();
  return (
    <CareerPageLayout title="Career Form">
      <h2>{RECRUITMENT.title}</h2>
      <p>
        Last date to apply: {RECRUITMENT.closes}. Interviews on {RECRUITMENT.interviewDate} from {RECRUITMENT.interviewTime}.
      </p>
      <CareerForm onSubmitted={(state) => navigate('/careerConfirmation', { state })} />
    </CareerPageLayout>
  );
}
