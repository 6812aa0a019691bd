import type * as v from 'valibot';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { allProblems } from '../all-problems';
import { SUBMIT_FORM_SETTINGS, useSubmitForm } from '../use-submit-form';
import { useKeptTyping, type KeptForm } from './kept-typing';
import { useOfficeSession } from './office-page';

/**
 * An office room's small form (a reason, a receipt number, a publish): checked with the contract's
 * schema, sent with the session's CSRF token; a lost session or role goes where OfficePage says,
 * any other failure to `onFailed` (a 409: someone changed it meanwhile). With `keep` (a key naming
 * the record), what is typed survives a session that ends meanwhile (useKeptTyping).
 */
export function useOfficeForm<Input extends FieldValues, Reply>(
  schema: v.GenericSchema<Input, unknown>,
  defaultValues: DefaultValues<Input>,
  options: {
    notSent: string;
    send: (values: Input, csrfToken: string) => Promise<Reply>;
    onSent: (reply: Reply) => void;
    onFailed?: (error: unknown) => void;
    keep?: string;
  },
) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<Input, unknown, Input>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)) as unknown as Resolver<Input, unknown, Input>,
    defaultValues,
  });
  const kept = useKeptTyping(form as unknown as KeptForm, options.keep);
  const submit = useSubmitForm(form, {
    notSent: options.notSent,
    send: (values: Input) => options.send(values, csrfToken),
    onSent: (reply) => {
      kept.clear();
      options.onSent(reply);
    },
    onFailed: (failure) => {
      if (!refused(failure.error)) options.onFailed?.(failure.error);
    },
  });
  return { form, submit, restored: kept.restored };
}
