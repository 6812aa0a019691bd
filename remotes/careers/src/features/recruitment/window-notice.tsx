import { Alert, useCatalogue } from '@college/design-system';
import { RECRUITMENT, recruitmentTitle, telHref, useInLanguage, type WindowStatus } from '@college/remote-kit';
import { recruitmentClosedMessage, recruitmentNotOpenMessage } from '@college/careers-service/contract';
import messages from './recruitment.messages.json';
import { useRecruitment } from './recruitment';

/**
 * Outside the application window: what /career and /careerForm say instead of inviting an
 * application (the service refuses one with the same words), with the dates and the helpline.
 */
export function RecruitmentWindowNotice({ status }: { status: Exclude<WindowStatus, 'open'> }) {
  const closed = status === 'closed';
  const recruitment = useRecruitment();
  const { t, text } = useCatalogue(messages);
  const say = useInLanguage();
  const { title } = RECRUITMENT;
  const { opens, closes } = recruitment.window;
  // The contract's message in English, its Hindi always with the Hindi title (as the service says it).
  const hindiTitle = recruitmentTitle('hi');
  const [helpline] = recruitment.helplines;
  return (
    <Alert
      tone={closed ? 'warning' : 'info'}
      title={say(
        closed
          ? recruitmentClosedMessage(title, closes, hindiTitle)
          : recruitmentNotOpenMessage(title, opens, hindiTitle),
      )}
    >
      <p>
        {text(closed ? 'accepted' : 'willBeAccepted', { opens: recruitment.opens, closes: recruitment.closes })}{' '}
        {text(closed ? 'announced' : 'opensHere')}
      </p>
      <p>
        {t('questions', {
          label: helpline.label,
          tel: () => <a href={telHref(helpline.phone)}>{helpline.phone}</a>,
          mail: () => <a href={`mailto:${recruitment.email}`}>{recruitment.email}</a>,
        })}
      </p>
    </Alert>
  );
}
