import type * as v from 'valibot';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { allProblems } from '../all-problems';
import { SUBMIT_FORM_SETTINGS, useSubmitForm } from '../use-submit-form';
import { useOfficeSession } from './office-page';

/**
 * An office room's small form (a reason, a receipt number, a publish): checked with the contract's
 * schema, sent with the session's CSRF token; a lost session or role goes where OfficePage says,
 * any other failure to `onFailed` (a 409: someone changed it meanwhile).
 */
export function useOfficeForm<Input extends FieldValues, Reply>(
  schema: v.GenericSchema<Input, unknown>,
  defaultValues: DefaultValues<Input>,
  options: {
    notSent: string;
    send: (values: Input, csrfToken: string) => Promise<Reply>;
    onSent: (reply: Reply) => void;
    onFailed?: (error: unknown) => void;
  },
) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<Input, unknown, Input>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(schema)) as unknown as Resolver<Input, unknown, Input>,
    defaultValues,
  });
  const submit = useSubmitForm(form, {
    notSent: options.notSent,
    send: (values: Input) => options.send(values, csrfToken),
    onSent: options.onSent,
    onFailed: (failure) => {
      if (!refused(failure.error)) options.onFailed?.(failure.error);
    },
  });
  return { form, submit };
}
