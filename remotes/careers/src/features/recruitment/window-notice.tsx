import { Alert } from '@college/design-system';
import { SITE, telHref, type WindowStatus } from '@college/remote-kit';
import { recruitmentClosedMessage, recruitmentNotOpenMessage } from '@college/careers-service/contract';
import { RECRUITMENT } from './recruitment';

const { recruitment } = SITE;

/**
 * Outside the application window: what /career and /careerForm say instead of inviting an
 * application (the service refuses one with the same words), with the dates and the helpline.
 */
export function RecruitmentWindowNotice({ status }: { status: Exclude<WindowStatus, 'open'> }) {
  const closed = status === 'closed';
  const [helpline] = RECRUITMENT.helplines;
  return (
    <Alert
      tone={closed ? 'warning' : 'info'}
      title={closed ? recruitmentClosedMessage(recruitment.title, recruitment.closes) : recruitmentNotOpenMessage(recruitment.title, recruitment.opens)}
    >
      <p>
        {closed ? 'Applications were accepted' : 'Applications will be accepted'} online from {RECRUITMENT.opens} to{' '}
        {RECRUITMENT.closes}.{' '}
        {closed
          ? 'New recruitments are announced under News & Notifications.'
          : 'The form opens here on the first day.'}
      </p>
      <p>
        Questions: {helpline.label} <a href={telHref(helpline.phone)}>{helpline.phone}</a>, e-mail{' '}
        <a href={`mailto:${RECRUITMENT.email}`}>{RECRUITMENT.email}</a>.
      </p>
    </Alert>
  );
}
