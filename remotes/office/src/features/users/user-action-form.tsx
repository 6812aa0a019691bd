import * as v from 'valibot';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Checkbox, Select, Spinner, TextField } from '@college/design-system';
import {
  allProblems,
  getJson,
  SUBMIT_FORM_SETTINGS,
  useResource,
  useSubmitForm,
  SubmitProblems,
} from '@college/remote-kit';
import { COURSES_PATH, coursesResponseSchema } from '@college/admissions-service/contract';
import {
  COURSE_LIMITED_ROLES,
  okAnswerSchema,
  OFFICE_ROLES,
  type OfficeRole,
  USER_ACTIONS,
  type UserAction,
  userActionPath,
} from '@college/office-service/contract';
import {
  optionalReasonSchema,
  reasonSchema,
  revokeSchema,
  setupCodeAnswerSchema,
  type UserSummary,
} from '@college/office-service/office/users';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import { ROLE_NAMES } from '../shared/office-text';
import type { SetupCode } from './add-user-form';
import { ACTION_NAMES, USERS_TEXT } from './users-text';
import styles from './users.module.css';

/** Which actions the service asks a reason for (its body schemas say so). */
const REASON_REQUIRED: readonly UserAction[] = [
  'roles',
  'revoke-role',
  'reset-password',
  'reset-second-factor',
  'disable',
];
const WITH_ROLE: readonly UserAction[] = ['roles', 'revoke-role'];
const role = v.picklist(OFFICE_ROLES, USERS_TEXT.roleNeeded);
/** The ticked course boxes (their values are the catalogue's ids); none ticked is every course. */
const courses = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((ids) => ids.map(Number)),
);

/** Each action's body, as the service's contract checks it. */
const actionSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('roles'), role, courses, ...reasonSchema.entries }),
    v.object({ action: v.literal('revoke-role'), ...revokeSchema.entries, role }),
    v.object({ action: v.picklist(['reset-password', 'reset-second-factor', 'disable']), ...reasonSchema.entries }),
    v.object({ action: v.picklist(['enable', 'unlock', 'end-sessions']), ...optionalReasonSchema.entries }),
  ],
  USERS_TEXT.actionNeeded,
);
type ActionValues = v.InferOutput<typeof actionSchema>;
/** What the form holds before the check: any text (a select's first option is ''). */
type ActionInput = { action: string; role: string; reason: string; courses: string[] };

export interface ActionDone {
  message: string;
  setupCode?: SetupCode;
}

/** Only the actions that would change something for this user (no "enable" for an active user…). */
export function actionsFor(user: UserSummary): UserAction[] {
  const holds = (grant: OfficeRole) => user.roles.some((held) => held.role === grant);
  const applies: Record<UserAction, boolean> = {
    roles: OFFICE_ROLES.some((grant) => !holds(grant) || COURSE_LIMITED_ROLES.includes(grant)),
    'revoke-role': user.roles.length > 0,
    'reset-password': true,
    // A user who never set up an app has nothing to reset; one waiting for a code may need a new one.
    'reset-second-factor': user.secondFactor || user.enrolNeedsCode === true,
    disable: !user.disabled,
    enable: user.disabled,
    unlock: user.locked,
    'end-sessions': !user.disabled,
  };
  return USER_ACTIONS.filter((action) => applies[action]);
}

/** The roles a "give" or "take away" offers: those not held (and course-limited ones, to change courses), or those held. */
function roleOptions(user: UserSummary, action: 'roles' | 'revoke-role') {
  const holds = (grant: OfficeRole) => user.roles.some((held) => held.role === grant);
  return OFFICE_ROLES.filter((grant) =>
    action === 'revoke-role' ? holds(grant) : !holds(grant) || COURSE_LIMITED_ROLES.includes(grant),
  ).map((grant) => ({
    value: grant,
    label: action === 'roles' && holds(grant) ? USERS_TEXT.changeCourses(ROLE_NAMES[grant]) : ROLE_NAMES[grant],
  }));
}

/** One change to one user's account: the admin API's actions, each with its reason. */
export function UserActionForm({ user, onDone }: { user: UserSummary; onDone: (done: ActionDone) => void }) {
  const { csrfToken, refused } = useOfficeSession();
  const form = useForm<ActionInput, unknown, ActionValues>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(allProblems(actionSchema)) as unknown as Resolver<ActionInput, unknown, ActionValues>,
    defaultValues: { action: '', role: '', reason: '', courses: [] },
  });
  const chosen = form.watch('action') as UserAction | '';
  const chosenRole = form.watch('role') as OfficeRole | '';
  const limitable = chosen === 'roles' && chosenRole !== '' && COURSE_LIMITED_ROLES.includes(chosenRole);
  // The settings' admission catalogue, from the admissions service's public lookup (the office service has none).
  const catalogue = useResource(
    (signal) => (limitable ? getJson(COURSES_PATH, coursesResponseSchema, signal) : Promise.resolve(null)),
    [limitable],
  );
  const courseName = (id: number) =>
    (catalogue.status === 'ready' && catalogue.data?.data.find((course) => course.id === id)?.course) || String(id);

  const submit = useSubmitForm(form, {
    notSent: USERS_TEXT.actionNotSent,
    send: async (values): Promise<ActionDone> => {
      const path = userActionPath(user.id, values.action);
      if (values.action === 'roles') {
        const { role: given, courses: ids, reason } = values;
        const limited = COURSE_LIMITED_ROLES.includes(given) && ids.length > 0;
        await officePost(
          path,
          { role: given, ...(limited ? { courses: ids } : {}), reason },
          okAnswerSchema,
          csrfToken,
        );
        return {
          message: USERS_TEXT.roleGiven(ROLE_NAMES[given], user.displayName, limited ? ids.map(courseName) : null),
        };
      }
      const { action, ...body } = values;
      if (action === 'revoke-role') {
        await officePost(path, body, okAnswerSchema, csrfToken);
        return { message: USERS_TEXT.roleTaken(ROLE_NAMES[values.role], user.displayName) };
      }
      const message = USERS_TEXT.actionDone(ACTION_NAMES[action], user.displayName);
      if (action !== 'reset-password' && action !== 'reset-second-factor') {
        await officePost(path, body, okAnswerSchema, csrfToken);
        return { message };
      }
      const answer = await officePost(path, body, setupCodeAnswerSchema, csrfToken);
      const kind = action === 'reset-password' ? 'set-up' : 'second-factor';
      return { message, setupCode: { ...answer, name: user.displayName, kind } };
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
          options={actionsFor(user).map((action) => ({ value: action, label: ACTION_NAMES[action] }))}
          required
          {...submit.field('action')}
        />
        {(chosen === 'roles' || chosen === 'revoke-role') && WITH_ROLE.includes(chosen) && (
          <Select
            id="user-action-role"
            label={USERS_TEXT.roleLabel}
            placeholder={USERS_TEXT.rolePlaceholder}
            options={roleOptions(user, chosen)}
            required
            {...submit.field('role')}
          />
        )}
        {limitable && (
          <fieldset className={styles.roles} aria-describedby="user-action-courses-hint">
            <legend>{USERS_TEXT.coursesLegend}</legend>
            <p id="user-action-courses-hint" className={styles.hint}>
              {USERS_TEXT.coursesHint}
            </p>
            {catalogue.status === 'loading' && <Spinner label={USERS_TEXT.coursesLoading} showLabel />}
            {catalogue.status === 'error' && <Alert tone="warning">{USERS_TEXT.coursesFailed}</Alert>}
            {catalogue.status === 'ready' &&
              catalogue.data?.data.map((course) => (
                <Checkbox
                  key={course.id}
                  id={`user-action-course-${course.id}`}
                  label={course.course}
                  value={String(course.id)}
                  {...form.register('courses')}
                />
              ))}
          </fieldset>
        )}
        {chosen !== '' && (
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
