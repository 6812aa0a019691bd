import { TextField, useCatalogue } from '@college/design-system';
import { FIELD_LIMITS } from '@college/info-service/contract';
import type { SubmissionFormApi } from './use-submission-form';
import messages from './forms.messages.json';

/** The fields the complaint and contact contracts share (stu_name, email, message). */
type MessageInput = { stu_name?: string; email?: string; message?: string };

export function MessageFields<Input extends MessageInput, Output>({
  form,
  nameLabel,
}: {
  form: SubmissionFormApi<Input, Output>;
  nameLabel: string;
}) {
  // The shared shape is known, so these names are valid paths of every such form.
  const { register, errorOf } = form as unknown as SubmissionFormApi<MessageInput, Output>;
  const { text } = useCatalogue(messages);
  return (
    <>
      <TextField
        label={nameLabel}
        autoComplete="name"
        maxLength={FIELD_LIMITS.name}
        required
        error={errorOf('stu_name')}
        {...register('stu_name')}
      />
      <TextField
        label={text('email')}
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        required
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField
        label={text('message')}
        multiline
        rows={6}
        maxLength={FIELD_LIMITS.message}
        required
        error={errorOf('message')}
        {...register('message')}
      />
    </>
  );
}
