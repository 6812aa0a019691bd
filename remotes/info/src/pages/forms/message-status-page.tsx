import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Alert,
  Button,
  ErrorSummary,
  KeyFacts,
  ScriptRequired,
  TextField,
  useCatalogue,
  useHydrated,
} from '@college/design-system';
import {
  allProblems,
  ApiError,
  postJson,
  type RemotePageProps,
  SUBMIT_FORM_SETTINGS,
  useInLanguage,
  useSubmitForm,
} from '@college/remote-kit';
import {
  FIELD_LIMITS,
  MESSAGE_STATUS_PATH,
  type MessageStatusAnswer,
  type MessageStatusInput,
  type MessageStatusQuery,
  messageStatusAnswerSchema,
  messageStatusSchema,
} from '@college/info-service/contract';
import { formatIndianDate } from '@college/settings/dates';
import { ContentPage } from '../../components/content-page/content-page';
import messages from './message-status-page.messages.json';
import styles from './message-status-page.module.css';

const resolver = valibotResolver(allProblems(messageStatusSchema));

/** The message as its sender may see it: kind, dates, state and the closing reply. */
function MessageState({ found }: { found: MessageStatusAnswer['data'] }) {
  const { text } = useCatalogue(messages);
  return (
    <section aria-labelledby="message-status-result">
      <h2 id="message-status-result">{text('resultTitle', { reference: found.reference })}</h2>
      <KeyFacts
        facts={[
          { label: text('kind'), value: text(`kind.${found.kind}`) },
          { label: text('received'), value: formatIndianDate(found.submitted_on) },
          { label: text('state'), value: text(`state.${found.status}`) },
          ...(found.closed_on ? [{ label: text('closedOn'), value: formatIndianDate(found.closed_on) }] : []),
        ]}
      />
      {found.reply && (
        <>
          <h3>{text('reply')}</h3>
          {/* The officer's words as written, line breaks kept. */}
          <p className={styles.reply}>{found.reply}</p>
        </>
      )}
    </section>
  );
}

/** `/message-status`: a sender finds their message's state with its reference number. */
export default function MessageStatusPage(_props: RemotePageProps) {
  const { text } = useCatalogue(messages);
  const say = useInLanguage();
  const hydrated = useHydrated();
  const [found, setFound] = useState<MessageStatusAnswer['data'] | null>(null);
  const form = useForm<MessageStatusInput, unknown, MessageStatusQuery>({
    ...SUBMIT_FORM_SETTINGS,
    resolver,
    defaultValues: { reference: '', contact: '' },
  });
  const submit = useSubmitForm(form, {
    notSent: text('failed'),
    send: (values) => postJson(MESSAGE_STATUS_PATH, values, messageStatusAnswerSchema),
    onSent: (answer) => setFound(answer.data),
    onFailed: () => setFound(null),
  });
  const failure = submit.failure;
  return (
    <ContentPage title={text('title')} reviewed="2026-11-26">
      <p>{text('intro')}</p>
      <form aria-label={text('formLabel')} noValidate onSubmit={submit.onSubmit}>
        <ScriptRequired>{text('scriptRequired')}</ScriptRequired>
        <ErrorSummary
          errors={submit.problems.map((problem) => ({
            ...problem,
            message: typeof problem.message === 'string' ? say(problem.message) : problem.message,
          }))}
          focusKey={submit.focusKey}
        />
        <fieldset className={styles.fields} disabled={!hydrated || submit.sending}>
          <TextField
            label={text('reference')}
            hint={text('referenceHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
            error={say(submit.errorOf('reference'))}
            {...form.register('reference')}
          />
          <TextField
            label={text('contact')}
            hint={text('contactHint')}
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            required
            error={say(submit.errorOf('contact'))}
            {...form.register('contact')}
          />
          <div>
            <Button type="submit" loading={submit.sending}>
              {text('submit')}
            </Button>
          </div>
        </fieldset>
      </form>
      <div role="status">
        {failure && !failure.atFields && (
          <Alert
            tone={failure.error instanceof ApiError && failure.error.status === 404 ? 'warning' : 'danger'}
            role="none"
            title={
              failure.error instanceof ApiError && failure.error.status === 404 ? text('notFound') : text('failed')
            }
          >
            <p>{say(failure.reason ?? '')}</p>
          </Alert>
        )}
      </div>
      {found && <MessageState found={found} />}
    </ContentPage>
  );
}
