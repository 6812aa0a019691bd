import { KeyFacts, useCatalogue } from '@college/design-system';
import messages from './recruitment.messages.json';
import { useRecruitment } from './recruitment';

/** Opening date, last date and interview: what an applicant looks for first. */
export function KeyDates() {
  const recruitment = useRecruitment();
  const { text } = useCatalogue(messages);
  return (
    <KeyFacts
      facts={[
        { label: text('opensLabel'), value: recruitment.opens },
        { label: text('closesLabel'), value: recruitment.closes },
        {
          label: text('interviewLabel'),
          value: text('interviewWhen', { date: recruitment.interviewDate, time: recruitment.interviewTime }),
        },
      ]}
    />
  );
}
