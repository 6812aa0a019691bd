import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { useToast } from '@college/design-system';
import { ApiError } from '@college/remote-kit';
import { HONEYPOT_FIELD } from '@college/info-service/contract';

/** First words of every "it did not go through" message, on the page and in the toast. */
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
  /** Shown on the page and in a toast once the server has accepted the submission. */
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
  /** For the form element's onSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
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
 * shows each message under its field and re-validates on change (spec §5). On success it shows
 * the success message (page and toast) and clears the form; a server field error goes under its
 * field; any other failure keeps everything typed and says the request was not sent.
 */
export function useSubmissionForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  send,
  successMessage,
}: SubmissionFormOptions<Input, Output>): SubmissionFormApi<Input, Output> {
  const toast = useToast();
  const [outcome, setOutcome] = useState<SubmissionOutcome>(null);
  const inFlight = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);

  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;

  const fieldOrder = Object.keys(defaultValues).filter((name) => name !== HONEYPOT_FIELD) as Path<Input>[];

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError) {
      const fieldErrors = error.fieldErrors;
      const known = fieldOrder.filter((name) => typeof fieldErrors[name] === 'string');
      known.forEach((name, index) => {
        form.setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: index === 0 });
      });
      // Every server message now sits under its field (the first one has focus): nothing more to say.
      const unplaced = Object.keys(fieldErrors).filter((name) => !known.includes(name as Path<Input>));
      if (known.length > 0 && unplaced.length === 0) return;
    }
    const message = describeFailure(error);
    setOutcome({ tone: 'danger', message });
    toast.show(message, 'danger');
  };

  const submit = async (values: Output) => {
    try {
      await send(values);
    } catch (error) {
      showFailure(error);
      return;
    }
    setOutcome({ tone: 'success', message: successMessage });
    toast.show(successMessage, 'success');
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
      .handleSubmit(submit)(event)
      .catch(showFailure)
      .finally(() => {
        inFlight.current = false;
      });
  };

  return {
    form,
    register: form.register,
    errorOf: (name) => {
      const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
      return typeof message === 'string' && message !== '' ? message : undefined;
    },
    honeypot: form.register(HONEYPOT_FIELD as Path<Input>),
    sending: isSubmitting,
    outcome,
    onSubmit,
  };
}
