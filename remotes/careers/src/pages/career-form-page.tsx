import { useNavigate } from '@college/design-system';
import { SITE, useWindowStatus, type RemotePageProps } from '@college/remote-kit';
import { CareerPageLayout } from '../components/career-page-layout';
import { CareerForm } from '../features/career-form/career-form';
import { RECRUITMENT } from '../features/recruitment/recruitment';
import { RecruitmentWindowNotice } from '../features/recruitment/window-notice';

/**
 * `/careerForm`: the online application; on success, /careerConfirmation with its number. Outside
 * the window the notice stands instead of the form, before anyone types (the service refuses too).
 */
export default function CareerFormPage(_props: RemotePageProps) {
  const navigate = useNavigate();
  const status = useWindowStatus(SITE.recruitment);
  const outside = status === 'closed' || status === 'upcoming';
  return (
    <CareerPageLayout title="Career Form">
      <h2>{RECRUITMENT.title}</h2>
      {outside ? (
        <RecruitmentWindowNotice status={status} />
      ) : (
        <>
          <p>
            Last date to apply: {RECRUITMENT.closes}. Interviews on {RECRUITMENT.interviewDate} from {RECRUITMENT.interviewTime}.
          </p>
          <CareerForm onSubmitted={(state) => navigate('/careerConfirmation', { state })} />
        </>
      )}
    </CareerPageLayout>
  );
}
