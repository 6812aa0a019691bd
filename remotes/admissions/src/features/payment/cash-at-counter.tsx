import { Alert, useCatalogue } from '@college/design-system';
import { useAnswer, useSite } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import { ADMISSION_SESSION_PATH, admissionSessionAnswerSchema } from '@college/admissions-service/contract';
import messages from './payment-form.messages.json';

/** Cash: the fee, the last day the counter takes it (the session's fee deadline), what to bring. */
export function CashAtCounter({ fee }: { fee: string }) {
  const { text } = useCatalogue(messages);
  const { officeHours } = useSite();
  const deadline = useAnswer(ADMISSION_SESSION_PATH, admissionSessionAnswerSchema, (reply) => reply.data.fee_deadline);
  const hours = { days: officeHours.days, opens: officeHours.opens, closes: officeHours.closes };
  return (
    <Alert
      tone="info"
      title={
        deadline.status === 'ready' && deadline.data
          ? text('cashTitleBy', { fee, deadline: formatIndianDate(deadline.data) })
          : text('cashTitle', { fee })
      }
    >
      <p>{text('cashWhere', hours)}</p>
      <p>{text('cashBring', { fee })}</p>
    </Alert>
  );
}
