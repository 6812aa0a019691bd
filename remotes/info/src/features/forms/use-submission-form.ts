import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { ErrorSummaryItem } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import { HONEYPOT_FIELD } from '@college/info-service/contract';

/** First words of every "it did not go through" message. */
export const NOT_SENT = 'Your request was not sent.';

/** What the last submission ended in, shown above the submit button until the next attempt. */
export type SubmissionOutcome = { tone: 'success' | 'danger'; message: string } | null;

export interface SubmissionFormOptions<Input extends FieldValues, Output> {
  /** The contract's schema for the form (plus client-only checks such as a file's size). */
  schema: v.GenericSchema<Input, Output>;
  /** Every field: the empty form, and what a successful submission clears it to. */
  defaultValues: DefaultValues<Input>;
  /** Sends the validated (trimmed) values; throws ApiError when the server says no. */
  send: (values: Output) => Promise<unknown>;
  /** Shown on the page once the server has accepted the submission. */
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
}

/**
 * A file input's value can only be emptied, never set. The <form> reset already does it in a
 * browser; doing it explicitly as well keeps the input and react-hook-form (which reads a field
 * without a default value back from the DOM) in step whatever reset the <form> or not.
 */
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
  const [sent, setSent] = useState(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const form = useForm<Input, unknown, Output>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)),
    defaultValues,
  });
  const submission = useSubmitForm(form, {
    send: (values) => send(values),
    notSent: NOT_SENT,
    onSent: () => {
      setSent(true);
      // Back to the empty form. Without values react-hook-form also resets the <form> element.
      form.reset();
      emptyFileInputs(formElement.current);
    },
  });
  const { failure } = submission;
  // A refusal placed at its fields is said there and in the summary: nothing more to say.
  const outcome: SubmissionOutcome = sent
    ? { tone: 'success', message: successMessage }
    : failure && !failure.atFields
      ? { tone: 'danger', message: failure.message }
      : null;

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (!submission.sending) setSent(false);
    formElement.current = event?.currentTarget ?? formElement.current;
    submission.onSubmit(event);
  };

  return {
    form,
    register: form.register,
    errorOf: submission.errorOf,
    honeypot: form.register(HONEYPOT_FIELD as Path<Input>),
    sending: submission.sending,
    outcome,
    problems: submission.problems,
    failedAttempts: submission.focusKey,
    onSubmit,
  };
}
