import * as v from 'valibot';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Select, TextField } from '@college/design-system';
import { allProblems, SUBMIT_FORM_SETTINGS, useSubmitForm, SubmitProblems } from '@college/remote-kit';
import {
  okAnswerSchema,
  OFFICE_ROLES,
  optionalReasonSchema,
  reasonSchema,
  revokeSchema,
  setupCodeAnswerSchema,
  USER_ACTIONS,
  type UserAction,
  userActionPath,
  type UserSummary,
} from '@college/office-service/contract';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import { ROLE_NAMES } from '../shared/office-text';
import type { SetupCode } from './add-user-form';
import { ACTION_NAMES, USERS_TEXT } from './users-text';
import styles from './users.module.css';

/** Which actions the service asks a reason for (its body schemas say so). */
const REASON_REQUIRED: readonly UserAction[] = ['revoke-role', 'reset-password', 'reset-second-factor', 'disable'];
const WITH_ROLE: readonly UserAction[] = ['roles', 'revoke-role'];
const role = v.picklist(OFFICE_ROLES, USERS_TEXT.roleNeeded);

/** Each action's body, as the service's contract checks it. */
const actionSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('roles'), role }),
    v.object({ action: v.literal('revoke-role'), ...revokeSchema.entries, role }),
    v.object({ action: v.picklist(['reset-password', 'reset-second-factor', 'disable']), ...reasonSchema.entries }),
    v.object({ action: v.picklist(['enable', 'unlock', 'end-sessions']), ...optionalReasonSchema.entries }),
  ],
  USERS_TEXT.actionNeeded,
);
type ActionValues = v.InferOutput<typeof actionSchema>;
/** What the form holds before the check: any text (a select's first option is ''). */
type ActionInput = { action: string; role: string; reason: string };

export interface ActionDone {
  message: string;
  setupCode?: SetupCode;
}

/** One change to one user's account: the admin API's actions, each with its reason. */
export function UserActionForm({ user, onDone }: { user: UserSummary; onDone: (done: ActionDone) => void }) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<ActionInput, unknown, ActionValues>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(actionSchema)) as unknown as Resolver<ActionInput, unknown, ActionValues>,
    defaultValues: { action: '', role: '', reason: '' },
  });
  const chosen = form.watch('action') as UserAction | '';
  const submit = useSubmitForm(form, {
    notSent: USERS_TEXT.actionNotSent,
    send: async ({ action, ...body }) => {
      const message = USERS_TEXT.actionDone(ACTION_NAMES[action], user.displayName);
      if (action !== 'reset-password') {
        await officePost(userActionPath(user.id, action), body, okAnswerSchema, csrfToken);
        return { message };
      }
      const answer = await officePost(userActionPath(user.id, action), body, setupCodeAnswerSchema, csrfToken);
      return { message, setupCode: { ...answer, name: user.displayName } };
    },
    onSent: (done: ActionDone) => {
      onDone(done);
      form.reset();
    },
    onFailed: (failure) => refused(failure.error),
  });
  const reasonRequired = chosen !== '' && REASON_REQUIRED.includes(chosen);
  return (
    <form
      className={styles.form}
      aria-label={USERS_TEXT.actionForm(user.displayName)}
      noValidate
      onSubmit={submit.onSubmit}
    >
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <Select
          id="user-action"
          label={USERS_TEXT.actionLabel}
          placeholder={USERS_TEXT.actionPlaceholder}
          options={USER_ACTIONS.map((action) => ({ value: action, label: ACTION_NAMES[action] }))}
          required
          {...submit.field('action')}
        />
        {chosen !== '' && WITH_ROLE.includes(chosen) && (
          <Select
            id="user-action-role"
            label={USERS_TEXT.roleLabel}
            placeholder={USERS_TEXT.rolePlaceholder}
            options={OFFICE_ROLES.filter(
              (grant) => (chosen === 'roles') !== user.roles.some((held) => held.role === grant),
            ).map((grant) => ({
              value: grant,
              label: ROLE_NAMES[grant],
            }))}
            required
            {...submit.field('role')}
          />
        )}
        {chosen !== '' && chosen !== 'roles' && (
          <TextField
            id="user-action-reason"
            label={reasonRequired ? USERS_TEXT.reasonRequired : USERS_TEXT.reasonOptional}
            multiline
            rows={2}
            required={reasonRequired}
            {...submit.field('reason')}
          />
        )}
        <div>
          <Button type="submit" loading={submit.sending}>
            {USERS_TEXT.apply}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
