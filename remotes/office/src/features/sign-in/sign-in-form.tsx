import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, ErrorSummary, TextField, type TextFieldInputProps } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, type SubmitForm, useSubmitForm } from '@college/remote-kit';
import { codeRefusalAt, mustStartAgain } from './code-errors';
import { SIGN_IN_TEXT } from './sign-in-text';
import styles from './sign-in.module.css';

interface SignInFormProps {
  /** The form's accessible name. */
  name: string;
  submit: SubmitForm;
  submitLabel: string;
  /** Also keeps the fields disabled (e.g. until the page has hydrated). */
  disabled?: boolean;
  /** Given: a failure that only starting again helps offers to start again. */
  onStartAgain?: () => void;
  children: ReactNode;
}

/**
 * Every form of the sign-in steps: the error summary, what went wrong other than the fields, the
 * fields (disabled while sending) and the submit button.
 */
export function SignInForm({ name, submit, submitLabel, disabled = false, onStartAgain, children }: SignInFormProps) {
  const { failure } = submit;
  return (
    <form className={styles.form} aria-label={name} noValidate onSubmit={submit.onSubmit}>
      <ErrorSummary errors={submit.problems} focusKey={submit.focusKey} />
      {failure && !failure.atFields && (
        <Alert
          tone="danger"
          action={
            onStartAgain && mustStartAgain(failure.error) ? (
              <Button variant="secondary" onClick={onStartAgain}>
                {SIGN_IN_TEXT.startAgain}
              </Button>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      <fieldset className={styles.fields} disabled={disabled || submit.sending}>
        {children}
        <div>
          <Button type="submit" loading={submit.sending}>
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

type CodeValues = Record<string, string>;

interface CodeFormProps<Reply> {
  name: string;
  /** The one field's name, as the service's body has it. */
  field: string;
  schema: v.GenericSchema<Partial<CodeValues>, CodeValues>;
  /** The field's own attributes (id, label, hint, input mode…). */
  input: Omit<TextFieldInputProps, 'name' | 'error' | 'required'>;
  submitLabel: string;
  send: (values: CodeValues) => Promise<Reply>;
  onSent: (reply: Reply) => void;
  onStartAgain: () => void;
}

/**
 * A code typed in: the authenticator's, a recovery code, or the first one that confirms enrolment.
 * The service's refusal of the code shows at the field; a sign-in that ran out offers to start again.
 */
export function CodeForm<Reply>({
  name,
  field,
  schema,
  input,
  submitLabel,
  send,
  onSent,
  onStartAgain,
}: CodeFormProps<Reply>) {
  const form = useForm<Partial<CodeValues>, unknown, CodeValues>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)),
    defaultValues: { [field]: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: SIGN_IN_TEXT.codeNotSent,
    send: (values) => codeRefusalAt(field, send(values)),
    onSent,
  });
  return (
    <SignInForm name={name} submit={submit} submitLabel={submitLabel} onStartAgain={onStartAgain}>
      <TextField {...input} required error={submit.errorOf(field)} {...form.register(field)} />
    </SignInForm>
  );
}
