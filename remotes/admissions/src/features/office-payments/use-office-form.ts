import type * as v from 'valibot';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm } from '@college/remote-kit';
import { useOfficeSession } from '@college/remote-kit/office';

/**
 * The accounts pages' small forms (a return's reason, a receipt number): checked with the contract's
 * field schema, sent with the session's CSRF token; a lost session or role goes where OfficePage says.
 */
export function useOfficeForm<Input extends FieldValues, Reply>(
  schema: v.GenericSchema<Input, Input>,
  defaultValues: DefaultValues<Input>,
  options: { notSent: string; send: (values: Input, csrfToken: string) => Promise<Reply>; onSent: (reply: Reply) => void },
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
    onFailed: (failure) => refused(failure.error),
  });
  return { form, submit };
}
