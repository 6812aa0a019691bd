import { useCatalogue, useNavigate } from '@college/design-system';
import { type RemotePageProps } from '@college/remote-kit';
import { CareerPageLayout } from '../components/career-page-layout';
import { CareerForm } from '../features/career-form/career-form';
import { RECRUITMENT_ANSWERS, useRecruitment, useRecruitmentStatus } from '../features/recruitment/recruitment';
import { RecruitmentWindowNotice } from '../features/recruitment/window-notice';
import messages from './career-form-page.messages.json';

/** The recruitment's dates as the recruitment office set them, in the first response (decision 017). */
export const pageAnswers = RECRUITMENT_ANSWERS;

/**
 * `/careerForm`: the online application; on success, /careerConfirmation with its number. Outside
 * the window the notice stands instead of the form, before anyone types (the service refuses too).
 */
export default function CareerFormPage(_props: RemotePageProps) {
  const navigate = useNavigate();
  const recruitment = useRecruitment();
  const status = useRecruitmentStatus(recruitment);
  const outside = status === 'closed' || status === 'upcoming';
  const { text } = useCatalogue(messages);
  return (
    <CareerPageLayout title={text('title')}>
      <h2>{recruitment.title}</h2>
      {outside ? (
        <RecruitmentWindowNotice status={status} />
      ) : (
        <>
          <p>
            {text('dates', {
              closes: recruitment.closes,
              date: recruitment.interviewDate,
              time: recruitment.interviewTime,
            })}
          </p>
          <CareerForm onSubmitted={(state) => navigate('/careerConfirmation', { state })} />
        </>
      )}
    </CareerPageLayout>
  );
}
