import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import type { ErrorSummaryItem } from '@college/design-system';
import { ApiError } from '@college/remote-kit';
import { HONEYPOT_FIELD } from '@college/info-service/contract';

/** First words of every "it did not go through" message. */
export const NOT_SENT = 'Your request was not sent.';

/** What the last submission ended in, shown above the submit button until the next attempt. */
export type SubmissionOutcome = { tone: 'success' | 'danger'; message: string } | null;

export interface SubmissionFormOptions<Input extends FieldValues, Output> {
  /** The contract's schema for the form (plus client-only checks such as a file's size). */
  schema: v.GenericSchema<Input, Output>;
  /**
   * Every field, in screen order: the empty form, what a successful submission clears it to, and
   * the order in which server-side field errors are focused.
   */
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
  /** Counts failed submits with field errors: the summary takes focus again on each. */
  failedAttempts: number;
  /** For the form element's onSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

/** A field named in the summary: its control's id (the link's target) and its label. */
type Problem<Input extends FieldValues> = { name: Path<Input>; fieldId: string; label: string };

function problemsIn<Input extends FieldValues>(
  formElement: HTMLFormElement | null,
  names: Path<Input>[],
): Problem<Input>[] {
  return names.flatMap((name) => {
    const found = formElement?.elements.namedItem(name);
    const control = (found instanceof RadioNodeList ? found[0] : found) as HTMLInputElement | null | undefined;
    if (!control?.id) return [];
    return [{ name, fieldId: control.id, label: control.labels?.[0]?.textContent?.trim() || name }];
  });
}

function describeFailure(error: unknown): string {
  // ApiError messages are written for people ("Could not reach the server. Check your connection…").
  if (error instanceof ApiError) return `${NOT_SENT} ${error.message}`;
  return `${NOT_SENT} Something went wrong. Please try again.`;
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
 * One public form: react-hook-form with the contract's valibot schema. Validation runs on submit,
 * shows each message under its field and re-validates on change (spec §5); after a failed submit
 * the fields in error are listed in an error summary, which takes focus. On success it shows the
 * success message on the page (once: no toast repeats it to screen readers) and clears the form;
 * a server field error goes under its field and into the summary; any other failure keeps
 * everything typed and says the request was not sent.
 */
export function useSubmissionForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  send,
  successMessage,
}: SubmissionFormOptions<Input, Output>): SubmissionFormApi<Input, Output> {
  const [outcome, setOutcome] = useState<SubmissionOutcome>(null);
  const [problems, setProblems] = useState<Problem<Input>[]>([]);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const inFlight = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);

  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus instead; its links lead to each field.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const fieldOrder = Object.keys(defaultValues).filter((name) => name !== HONEYPOT_FIELD) as Path<Input>[];
  const errorOf = (name: Path<Input>) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };

  const reportProblems = (names: Path<Input>[]) => {
    setProblems(problemsIn(formElement.current, names));
    setFailedAttempts((count) => count + 1);
  };

  // react-hook-form publishes a failed submit's errors only after calling showInvalid, so the render
  // that first shows the summary can still see the old (empty) formState; its own store is current.
  const currentError = (name: Path<Input>) => form.getFieldState(name).error?.message;
  // A corrected field leaves the summary for good: emptying it again must not bring the summary
  // back (and with it, focus) while the person is still typing.
  const stillWrong = problems.filter((problem) => currentError(problem.name));
  if (stillWrong.length !== problems.length) setProblems(stillWrong);

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError) {
      const fieldErrors = error.fieldErrors;
      const known = fieldOrder.filter((name) => typeof fieldErrors[name] === 'string');
      known.forEach((name) => form.setError(name, { type: 'server', message: fieldErrors[name] }));
      if (known.length > 0) reportProblems(known);
      // Every server message now sits under its field and in the summary: nothing more to say.
      const unplaced = Object.keys(fieldErrors).filter((name) => !known.includes(name as Path<Input>));
      if (known.length > 0 && unplaced.length === 0) return;
    }
    setOutcome({ tone: 'danger', message: describeFailure(error) });
  };

  const showInvalid = (invalid: FieldErrors<Input>) => {
    reportProblems(fieldOrder.filter((name) => name in invalid));
  };

  const submit = async (values: Output) => {
    try {
      await send(values);
    } catch (error) {
      showFailure(error);
      return;
    }
    setOutcome({ tone: 'success', message: successMessage });
    setProblems([]);
    // Back to the empty form. Safe inside the submit handler: handleSubmit skips its own late state
    // update after a reset. Without values react-hook-form also resets the <form> element.
    form.reset();
    emptyFileInputs(formElement.current);
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    inFlight.current = true;
    formElement.current = event?.currentTarget ?? null;
    setOutcome(null);
    form
      .handleSubmit(submit, showInvalid)(event)
      .catch(showFailure)
      .finally(() => {
        inFlight.current = false;
      });
  };

  return {
    form,
    register: form.register,
    errorOf,
    honeypot: form.register(HONEYPOT_FIELD as Path<Input>),
    sending: isSubmitting,
    outcome,
    problems: stillWrong.map(({ name, fieldId, label }) => ({ fieldId, label, message: currentError(name) })),
    failedAttempts,
    onSubmit,
  };
}
