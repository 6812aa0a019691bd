import { useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { CareerPageLayout } from '../components/career-page-layout';
import { CareerStatus } from '../features/career-status/career-status';
import { RECRUITMENT_ANSWERS, useRecruitment } from '../features/recruitment/recruitment';
import messages from '../features/career-status/career-status.messages.json';

/** The gateway renders the page with the recruitment window in force (interview date, last date). */
export const pageAnswers = RECRUITMENT_ANSWERS;

/** `/careerStatus`: a career application's applicant checks where it stands. */
export default function CareerStatusPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const recruitment = useRecruitment();
  return (
    <CareerPageLayout title={text('title')} subtitle={recruitment.title}>
      <CareerStatus
        recruitment={{
          closes: recruitment.closes,
          venue: recruitment.venue,
          helpline: recruitment.helplines[0].phone,
        }}
      />
    </CareerPageLayout>
  );
}
