import { KeyFacts } from '@college/design-system';
import { RECRUITMENT } from './recruitment';

/** Opening date, last date and interview: what an applicant looks for first. */
export function KeyDates() {
  return (
    <KeyFacts
      facts={[
        { label: 'Applications open', value: RECRUITMENT.opens },
        { label: 'Last date to apply', value: RECRUITMENT.closes },
        { label: 'Interview', value: `${RECRUITMENT.interviewDate} from ${RECRUITMENT.interviewTime}` },
      ]}
    />
  );
}
