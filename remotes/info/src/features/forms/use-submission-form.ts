import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { useCatalogue, type ErrorSummaryItem } from '@college/design-system';
import {
  allProblems,
  ApiError,
  SUBMIT_FORM_SETTINGS,
  useInLanguage,
  useSubmitForm,
  type SubmitFailure,
} from '@college/remote-kit';
import { HONEYPOT_FIELD } from '@college/info-service/contract';
import messages from './forms.messages.json';

/** First words of every "it did not go through" message. */
export const NOT_SENT = 'Your request was not sent.';

/** What the last submission ended in, shown above the submit button until the next attempt. */
export type SubmissionOutcome = { tone: 'success' | 'danger'; message: string; reference?: string } | null;

export interface SubmissionFormOptions<Input extends FieldValues, Output> {
  /** The contract's schema for the form (plus client-only checks such as a file's size). */
  schema: v.GenericSchema<Input, Output>;
  /** Every field: the empty form, and what a successful submission clears it to. */
  defaultValues: DefaultValues<Input>;
  /** Sends the validated (trimmed) values; throws ApiError when the server says no. */
  send: (values: Output) => Promise<unknown>;
  /** Shown on the page once the server has accepted the submission (the contract's said() text). */
  successMessage: string;
}

export interface SubmissionFormApi<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  register: UseFormReturn<Input, unknown, Output>['register'];
  /** The message to show under a field, if any. */
  errorOf: (name: Path<Input>) => string | undefined;
  /** Registration of the off-screen honeypot input (see HONEYPOT_FIELD in the contract). */
  honeypot: UseFormRegisterReturn;
  /** True while the submission is on its way. */
  sending: boolean;
  outcome: SubmissionOutcome;
  /** The fields still wrong since the last failed submit, for the ErrorSummary above the form. */
  problems: ErrorSummaryItem[];
  /** Counts failed submits: the summary takes focus again on each. */
  failedAttempts: number;
  /** For the form element's onSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** After a message was sent: the (emptied) form again, for another one. */
  sendAnother: () => void;
}

/**
 * A file input's value can only be emptied, never set. The <form> reset already does it in a
 * browser; doing it explicitly as well keeps the input and react-hook-form (which reads a field
 * without a default value back from the DOM) in step whatever reset the <form> or not.
 */
type Say = ReturnType<typeof useInLanguage>;
type Text = ReturnType<typeof useCatalogue<keyof (typeof messages)['en']>>['text'];

const REFERENCE = /\s\(Reference: ([^)]*)\)$/;
const LATIN_WORD = /[A-Za-z]{3,}/;

/**
 * A failure in the page's language. The service answers a Hindi page in Hindi, but the browser's
 * own reasons (no network, an odd answer) and the request's reference come in English.
 */
function failureText(failure: SubmitFailure, { text, lang }: { text: Text; lang: string }, say: Say): string {
  const { error, reason } = failure;
  let shown = text('unexpected');
  if (error instanceof ApiError && error.status === 0) shown = text('network');
  else if (reason) {
    const reference = REFERENCE.exec(reason);
    const words = say(reference ? reason.slice(0, reference.index) : reason);
    // An English reason no contract translated is no use on a Hindi page: the general words instead.
    if (lang === 'en' || !LATIN_WORD.test(words)) shown = words;
    if (reference) shown = `${shown} ${text('reference', { id: reference[1] })}`;
  }
  return `${text('notSent')} ${shown}`;
}

function emptyFileInputs(formElement: HTMLFormElement | null) {
  formElement?.querySelectorAll<HTMLInputElement>('input[type="file"]').forEach((input) => {
    input.value = '';
  });
}

/**
 * One public form: the kit's submit (every problem at once, the focused error summary, server
 * field errors, a failure that keeps everything) plus what the info forms add: the honeypot, the
 * success message on the page (once: no toast repeats it to screen readers), and an emptied form.
 */
export function useSubmissionForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  send,
  successMessage,
}: SubmissionFormOptions<Input, Output>): SubmissionFormApi<Input, Output> {
  // What the service answered the last accepted submission with: its reference number, if any.
  const [sent, setSent] = useState<{ reference?: string } | null>(null);
  const catalogue = useCatalogue(messages);
  const say = useInLanguage();
  const formElement = useRef<HTMLFormElement | null>(null);
  const form = useForm<Input, unknown, Output>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)),
    defaultValues,
  });
  const submission = useSubmitForm(form, {
    send: (values) => send(values),
    notSent: NOT_SENT,
    onSent: (reply) => {
      const reference = (reply as { reference?: unknown } | undefined)?.reference;
      setSent(typeof reference === 'string' ? { reference } : {});
      // Back to the empty form. Without values react-hook-form also resets the <form> element.
      form.reset();
      emptyFileInputs(formElement.current);
    },
  });
  const { failure } = submission;
  // A refusal placed at its fields is said there and in the summary: nothing more to say.
  const outcome: SubmissionOutcome = sent
    ? { tone: 'success', message: say(successMessage), reference: sent.reference }
    : failure && !failure.atFields
      ? { tone: 'danger', message: failureText(failure, catalogue, say) }
      : null;

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (!submission.sending) setSent(null);
    formElement.current = event?.currentTarget ?? formElement.current;
    submission.onSubmit(event);
  };

  return {
    form,
    register: form.register,
    // The browser's own checks give the contract's English: shown in the page's language.
    errorOf: (name) => say(submission.errorOf(name)),
    honeypot: form.register(HONEYPOT_FIELD as Path<Input>),
    sending: submission.sending,
    outcome,
    problems: submission.problems.map((problem) => ({
      ...problem,
      message: typeof problem.message === 'string' ? say(problem.message) : problem.message,
    })),
    failedAttempts: submission.focusKey,
    onSubmit,
    sendAnother: () => setSent(null),
  };
}
