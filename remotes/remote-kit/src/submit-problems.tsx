import { Alert, ErrorSummary } from '@college/design-system';
import type { SubmitForm } from './use-submit-form';

/**
 * What a failed submit says at the top of its form: the error summary (each wrong field, linked;
 * it takes focus) and, for a failure no field explains (network, 5xx, a refusal of the whole
 * form), that failure's message.
 */
export function SubmitProblems({ submit }: { submit: Pick<SubmitForm, 'problems' | 'focusKey' | 'failure'> }) {
  return (
    <>
      <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
      {submit.failure && !submit.failure.atFields && <Alert tone="danger">{submit.failure.message}</Alert>}
    </>
  );
}
