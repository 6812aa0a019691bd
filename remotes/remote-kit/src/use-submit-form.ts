import { useRef, useState } from 'react';
import type { BaseSyntheticEvent, FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '@college/design-system';
import { ApiError } from './api';

/**
 * How every portal form runs react-hook-form (spread into useForm): checked on submit, then again
 * on every change; the error summary takes focus instead of the first field.
 */
export const SUBMIT_FORM_SETTINGS = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false } as const;

/**
 * The part of react-hook-form's useForm() result the hook uses. Written out here so the kit needs
 * no react-hook-form of its own: the remotes that have forms bring it.
 */
export interface SubmitFormHandle<Output> {
  handleSubmit(
    onValid: (values: Output) => Promise<void>,
    onInvalid: (errors: object) => void,
  ): (event?: BaseSyntheticEvent) => Promise<void>;
  setError(name: string, error: { type: string; message: string }): void;
  /** Reads react-hook-form's own store, current even before its next render. */
  getFieldState(name: string): { error?: object };
  formState: { errors: object };
  register(name: string): UseFormRegisterReturn;
}

/** A submit that did not go through. */
export interface SubmitFailure {
  error: unknown;
  /** The server's (or the network's) words, written for people; none for an unexpected error. */
  reason?: string;
  /** The form's "not sent" words and the reason: what the form's alert says. */
  message: string;
  /** Only fields were refused, and each message now sits under its field and in the summary. */
  atFields: boolean;
}

export interface SubmitFormOptions<Output, Reply> {
  /** Sends the checked values; may report the share sent so far (0 to 1). Throws ApiError when refused. */
  send: (values: Output, onProgress: (fraction: number) => void) => Promise<Reply>;
  /** After the service accepted: show it, move on, or empty the form. */
  onSent?: (reply: Reply, values: Output) => void;
  /** After a failure (the failure state is set as well): e.g. a toast. */
  onFailed?: (failure: SubmitFailure) => void;
  /** First words of every failure message. */
  notSent?: string;
  /** The summary's name for a field; by default its control's label (a radio group's legend). */
  labelOf?: (name: string) => string | undefined;
  /** The field a message without a control of its own (a list's "at least one…") leads to. */
  targetOf?: (name: string) => string | undefined;
  /**
   * Asked once the values pass the check, before anything is sent: false holds them back (a review
   * step shows them first, and its own "send" submits again, this time answered with true).
   */
  readyToSend?: (values: Output) => boolean;
}

export interface SubmitForm {
  /** For the form element's onSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The message to show under a field, if any. */
  errorOf: (name: string) => string | undefined;
  /**
   * A field's control props: its registration with the form and its message (`{...submit.field('x')}`
   * on a design-system field), so the two can never name different fields.
   */
  field: (name: string) => UseFormRegisterReturn & { error: string | undefined };
  /** For the ErrorSummary: the fields still wrong since the last failed submit, in screen order. */
  problems: ErrorSummaryItem[];
  /** For the ErrorSummary's focusKey: counts failed submits, so the summary takes focus on each. */
  focusKey: number;
  /** True while the values are on their way. */
  sending: boolean;
  /** The share sent (0 to 1) while sending, when send reports it. */
  progress: number;
  /** The last failed submit's failure, until the next submit. */
  failure: SubmitFailure | null;
}

const DEFAULT_NOT_SENT = 'Your request was not sent.';
const UNEXPECTED = 'Something went wrong. Please try again.';

type ErrorNode = { message?: unknown; root?: { message?: unknown } } | undefined;

/** A field's own message, or its list's ("at least one…", kept under `root` by react-hook-form). */
function messageOf(node: unknown): string | undefined {
  const message = (node as ErrorNode)?.message ?? (node as ErrorNode)?.root?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function at(errors: object, name: string): unknown {
  return name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
}

/** react-hook-form's error for one field (fields may be named "message" or "type": look at the value). */
const isFieldError = (node: object) => typeof (node as { type?: unknown }).type === 'string';

/** Every field name with a message in react-hook-form's (nested) errors; a list's own under `root`. */
function namesIn(errors: object, prefix = ''): string[] {
  if (isFieldError(errors)) return prefix && messageOf(errors) ? [prefix] : [];
  const names = prefix && messageOf(errors) ? [prefix] : [];
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'root' || !node || typeof node !== 'object') continue;
    names.push(...namesIn(node, prefix ? `${prefix}.${key}` : key));
  }
  return names;
}

type Problem = { name: string; fieldId: string; label: string };

/**
 * The summary's entries for these names, in the order the form shows their controls; a name
 * without a control on screen has none. Two messages for one control: the first one listed.
 */
function locate(
  formElement: HTMLFormElement | null,
  names: string[],
  { labelOf, targetOf }: Pick<SubmitFormOptions<unknown, unknown>, 'labelOf' | 'targetOf'>,
): Problem[] {
  const found = names.flatMap((name) => {
    const item = formElement?.elements.namedItem(targetOf?.(name) ?? name);
    const group = item instanceof RadioNodeList;
    const control = (group ? item[0] : item) as HTMLInputElement | null | undefined;
    if (!control?.id) return [];
    const ownLabel = group
      ? control.closest('fieldset')?.querySelector('legend')?.textContent
      : control.labels?.[0]?.textContent;
    const label = labelOf?.(name) ?? ownLabel?.trim() ?? name;
    return [{ name, control, problem: { name, fieldId: control.id, label } }];
  });
  found.sort((a, b) =>
    a.control === b.control
      ? 0
      : a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1,
  );
  const seen = new Set<string>();
  return found.flatMap(({ problem }) => {
    if (seen.has(problem.fieldId)) return [];
    seen.add(problem.fieldId);
    return [problem];
  });
}

/**
 * One form's submit, as on every portal form. A failed check lists every problem at once (build
 * the resolver from allProblems, so file problems come with the rest) under each field and in an
 * error summary that takes focus and links to each field. A refusal with field messages (the
 * services' 4xx `errors`) puts each under its field and in the summary; any other failure
 * (network, 5xx) keeps everything and sets `failure` for the form to say so. Corrected fields leave
 * the summary; only the next failed submit brings it (and focus) back.
 */
export function useSubmitForm<Output, Reply>(
  form: SubmitFormHandle<Output>,
  {
    send,
    onSent,
    onFailed,
    notSent = DEFAULT_NOT_SENT,
    labelOf,
    targetOf,
    readyToSend,
  }: SubmitFormOptions<Output, Reply>,
): SubmitForm {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [focusKey, setFocusKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const inFlight = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);

  // Read in render, so that react-hook-form re-renders this form when the messages change.
  const { errors } = form.formState;
  const errorOf = (name: string) => messageOf(at(errors, name));

  // A failed submit's errors reach formState only after onInvalid; react-hook-form's store has them.
  const currentMessage = (name: string) => messageOf(form.getFieldState(name).error);
  // A corrected field leaves the summary for good: emptying it again must not bring the summary
  // back (and with it, focus) while the person is still typing.
  const stillWrong = problems.filter((problem) => currentMessage(problem.name));
  if (stillWrong.length !== problems.length) setProblems(stillWrong);

  const report = (names: string[]) => {
    setProblems(locate(formElement.current, names, { labelOf, targetOf }));
    setFocusKey((count) => count + 1);
  };

  const fail = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
    const named = Object.keys(fieldErrors);
    const placed = named.filter((name) => locate(formElement.current, [name], { targetOf }).length > 0);
    placed.forEach((name) => form.setError(name, { type: 'server', message: fieldErrors[name] }));
    if (placed.length > 0) report(placed);
    const reason = error instanceof ApiError ? error.message : undefined;
    const failed: SubmitFailure = {
      error,
      reason,
      message: `${notSent} ${reason || UNEXPECTED}`,
      atFields: placed.length > 0 && placed.length === named.length,
    };
    setFailure(failed);
    onFailed?.(failed);
  };

  const submit = async (values: Output) => {
    if (readyToSend && !readyToSend(values)) return;
    setSending(true);
    setProgress(0);
    let reply: Reply;
    try {
      reply = await send(values, setProgress);
    } catch (error) {
      fail(error);
      return;
    } finally {
      setSending(false);
    }
    setProblems([]);
    onSent?.(reply, values);
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    inFlight.current = true;
    formElement.current = event?.currentTarget ?? formElement.current;
    setFailure(null);
    form
      .handleSubmit(submit, (invalid) => report(namesIn(invalid)))(event)
      .catch(fail)
      .finally(() => {
        inFlight.current = false;
      });
  };

  return {
    onSubmit,
    errorOf,
    field: (name: string) => ({ ...form.register(name), error: errorOf(name) }),
    problems: stillWrong.map(({ name, fieldId, label }) => ({ fieldId, label, message: currentMessage(name) })),
    focusKey,
    sending,
    progress,
    failure,
  };
}
