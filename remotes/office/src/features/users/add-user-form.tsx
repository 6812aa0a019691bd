import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Checkbox, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm, SubmitProblems } from '@college/remote-kit';
import { OFFICE_ROLES, USERS_PATH } from '@college/office-service/contract';
import { newUserSchema, setupCodeAnswerSchema } from '@college/office-service/office/users';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import { ROLE_NAMES } from '../shared/office-text';
import { USERS_TEXT } from './users-text';
import styles from './users.module.css';

/** The form's roles are the ticked boxes; the service takes them as grants (every course). */
const addUserFormSchema = v.object({
  username: newUserSchema.entries.username,
  displayName: newUserSchema.entries.displayName,
  email: newUserSchema.entries.email,
  roles: v.pipe(v.array(v.picklist(OFFICE_ROLES)), v.minLength(1, 'Give the user at least one role.')),
});
type AddUserValues = v.InferOutput<typeof addUserFormSchema>;

/** A set-up code to show once: a new user's or a password reset's (`set-up`), or an authenticator reset's. */
export type SetupCode = v.InferOutput<typeof setupCodeAnswerSchema> & {
  name: string;
  kind?: 'set-up' | 'second-factor';
};

export function AddUserForm({ onAdded }: { onAdded: (code: SetupCode) => void }) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<v.InferInput<typeof addUserFormSchema>, unknown, AddUserValues>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(addUserFormSchema)),
    defaultValues: { username: '', displayName: '', email: '', roles: [] },
  });
  const submit = useSubmitForm(form, {
    notSent: USERS_TEXT.addNotSent,
    labelOf: (name) => (name === 'roles' ? USERS_TEXT.rolesLegend : undefined),
    send: ({ username, displayName, email, roles }) =>
      officePost(
        USERS_PATH,
        // No address, no field: the service keeps none.
        { username, displayName, roles: roles.map((role) => ({ role })), ...(email ? { email } : {}) },
        setupCodeAnswerSchema,
        csrfToken,
      ),
    onSent: (answer, values) => {
      form.reset();
      onAdded({ ...answer, name: values.displayName });
    },
    onFailed: (failure) => refused(failure.error),
  });
  const rolesError = submit.errorOf('roles');
  return (
    <form className={styles.form} aria-label={USERS_TEXT.addForm} noValidate onSubmit={submit.onSubmit}>
      <p>{USERS_TEXT.addIntro}</p>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <TextField
          id="new-username"
          label={USERS_TEXT.username}
          hint={USERS_TEXT.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...submit.field('username')}
        />
        <TextField
          id="new-display-name"
          label={USERS_TEXT.displayNameLabel}
          autoComplete="off"
          required
          {...submit.field('displayName')}
        />
        <TextField
          id="new-email"
          type="email"
          label={USERS_TEXT.emailOptional}
          hint={USERS_TEXT.emailHint}
          autoComplete="off"
          spellCheck={false}
          {...submit.field('email')}
        />
        <fieldset className={styles.roles} aria-describedby={rolesError ? 'new-roles-error' : undefined}>
          <legend>{USERS_TEXT.rolesLegend}</legend>
          {rolesError && (
            <p id="new-roles-error" className={styles.error}>
              {rolesError}
            </p>
          )}
          {OFFICE_ROLES.map((role) => (
            <Checkbox
              key={role}
              id={`new-role-${role}`}
              label={ROLE_NAMES[role]}
              value={role}
              {...form.register('roles')}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit" loading={submit.sending}>
            {USERS_TEXT.add}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
