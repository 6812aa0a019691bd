import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, formatFileSize, PdfEmbed, RadioGroup, Select, TextField } from '@college/design-system';
import { ApiError, SUBMIT_FORM_SETTINGS, SubmitProblems, useSubmitForm } from '@college/remote-kit';
import { officePost, useOfficeSession } from '@college/remote-kit/office';
import {
  type DocumentDecision,
  documentReviewsPath,
  documentReviewsSchema,
  REASON_CODES,
  REASON_LABELS,
  REVIEW_DECISION_TEXT,
  type Review,
  type Scrutiny,
  scrutinyAnswerSchema,
  type ScrutinyDocument,
} from '@college/admissions-service/office/scrutiny';
import { day } from '../shared/application-fields';
import { DECISION_OPTIONS, DECISION_ORDER, SCRUTINY_TEXT } from './scrutiny-text';
import styles from './scrutiny.module.css';

/** A document's row in the form: any text until checked (no choice is ''). */
interface Row {
  field: string;
  seen: { n: number; reviewed_at: string | null };
  decision: string;
  reason_code: string;
  note: string;
}
type Values = { reviews: Row[] };
/** What passes the check: the batch to send, and the form row of each of its entries. */
type Batch = { reviews: DocumentDecision[]; rows: number[] };

const seenOf = (document: ScrutinyDocument) => ({ n: document.n, reviewed_at: document.review?.at ?? null });
const rowOf = (document: ScrutinyDocument): Row => ({
  field: document.field,
  seen: seenOf(document),
  decision: document.review?.decision ?? '',
  reason_code: document.review?.reason_code ?? '',
  note: document.review?.note ?? '',
});

/**
 * The rows after a new view of the scrutiny: a document unchanged since the clerk's view keeps what
 * the clerk chose (saved or not); one reviewed by someone else, or sent again, shows what it is now.
 */
const merged = (documents: ScrutinyDocument[], rows: Row[]) =>
  documents.map((document) => {
    const row = rows.find((entry) => entry.field === document.field);
    const now = seenOf(document);
    return row && row.seen.n === now.n && row.seen.reviewed_at === now.reviewed_at ? row : rowOf(document);
  });

/** A row to send: decided, and not what is saved already. */
function toSave(row: Row, saved: Review | null | undefined): boolean {
  if (row.decision === '') return false;
  if (!saved || saved.decision !== row.decision) return true;
  if (row.decision === 'approved') return false;
  return (saved.reason_code ?? '') !== row.reason_code || (saved.note ?? '') !== row.note.trim();
}
const unsavedRows = (rows: Row[], documents: ScrutinyDocument[]) =>
  rows.flatMap((row, index) =>
    toSave(row, documents.find((document) => document.field === row.field)?.review) ? [index] : [],
  );

/** An approval carries no reason: one chosen and then left behind is not sent. */
const entryOf = ({ field, seen, decision, reason_code, note }: Row) =>
  decision === 'approved' ? { field, seen, decision } : { field, seen, decision, reason_code, note };

/** The issue's place in the batch (`reviews.2…`) as the form row it came from (`reviews.5…`). */
const atRow = (path: v.IssuePathItem[], rows: number[]): [v.IssuePathItem, ...v.IssuePathItem[]] => {
  const [list, entry, ...rest] = path;
  return entry ? [list, { ...entry, key: rows[entry.key as number] } as v.IssuePathItem, ...rest] : [list];
};

/**
 * The form's check: the rows to send, by the contract's own batch schema (the service's), each
 * problem put back on its row. Undecided and unchanged rows are left alone.
 */
const decisionsSchema = (documents: ScrutinyDocument[]) =>
  v.pipe(
    v.custom<Values>(() => true),
    v.rawTransform<Values, Batch>(({ dataset, addIssue, NEVER }) => {
      const rows = unsavedRows(dataset.value.reviews, documents);
      const batch = { reviews: rows.map((index) => entryOf(dataset.value.reviews[index])) };
      const result = v.safeParse(documentReviewsSchema, batch, { abortPipeEarly: false });
      for (const issue of result.issues ?? []) {
        if (issue.path) addIssue({ message: issue.message, path: atRow(issue.path, rows) });
      }
      return result.success ? { reviews: result.output.reviews, rows } : NEVER;
    }),
  );

/** The control a service's message about an entry belongs on: its document's own, else its decision. */
const CONTROLS = new Set(['decision', 'reason_code', 'note']);
/** A refusal's field messages (`reviews.2.reason_code`) moved to the rows they name (`reviews.5.reason_code`). */
function onRows(error: unknown, rows: number[]): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([name, message]) => {
      const [list, index, control] = name.split('.');
      const row = rows[Number(index)];
      if (list !== 'reviews' || row === undefined) return [name, message];
      return [`reviews.${row}.${CONTROLS.has(control) ? control : 'decision'}`, message];
    }),
  );
  return new ApiError(error.message, error.status, fieldErrors, error.requestId);
}

const reviewLine = (review: Review | null) => {
  if (!review) return SCRUTINY_TEXT.pending;
  const reason = review.reason_code
    ? ` (${REASON_LABELS[review.reason_code]}${review.note ? `: ${review.note}` : ''})`
    : '';
  return `${SCRUTINY_TEXT.reviewedBy(REVIEW_DECISION_TEXT[review.decision], review.by_name ?? review.by, day(review.at))}${reason}`;
};

/**
 * The document itself, kept small so the page stays short: an image as a thumbnail that opens at
 * full size; a PDF as a link, with its viewer folded until asked for (a frame per PDF is what
 * made the page so long). Streamed through the office API only.
 */
function DocumentPreview({ document, applicantName }: { document: ScrutinyDocument; applicantName?: string }) {
  const alt = SCRUTINY_TEXT.documentAlt(document.label, applicantName);
  return (
    <div className={styles.preview}>
      <p className={styles.facts}>
        {SCRUTINY_TEXT.facts(document.kind, formatFileSize(document.size), document.n > 1, day(document.uploaded_at))}
      </p>
      {document.kind === 'pdf' ? (
        <>
          <p className={styles.open}>
            <a href={document.url} target="_blank" rel="noopener noreferrer">
              {SCRUTINY_TEXT.open} <span className="ds-visually-hidden">— {document.label}</span>
            </a>
          </p>
          <details className={styles.here}>
            <summary>
              {SCRUTINY_TEXT.showHere} <span className="ds-visually-hidden">— {document.label}</span>
            </summary>
            <PdfEmbed src={document.url} title={alt} />
          </details>
        </>
      ) : (
        <a href={document.url} target="_blank" rel="noopener noreferrer" aria-label={SCRUTINY_TEXT.openImage(alt)}>
          <img className={styles.thumbnail} src={document.url} alt={alt} />
        </a>
      )}
      {document.history.length > 0 && (
        <div className={styles.history}>
          <h4>{SCRUTINY_TEXT.historyHeading}</h4>
          <ul>
            {document.history.map((old) => (
              <li key={old.n}>
                <a href={old.url} target="_blank" rel="noopener noreferrer">
                  {SCRUTINY_TEXT.earlierFile(day(old.uploaded_at))}{' '}
                  <span className="ds-visually-hidden">— {document.label}</span>
                </a>{' '}
                ({reviewLine(old.review)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** One document: itself on one side, its status and decision on the other (stacked on a phone, document first). */
function DocumentRow({
  document,
  applicantName,
  children,
}: {
  document: ScrutinyDocument;
  applicantName?: string;
  children?: ReactNode;
}) {
  const headingId = `scrutiny-${document.field}`;
  return (
    <li className={styles.document}>
      <div role="group" aria-labelledby={headingId} className={styles.row}>
        <h3 id={headingId} className={styles.documentTitle}>
          {document.label}
        </h3>
        <DocumentPreview document={document} applicantName={applicantName} />
        <div className={styles.decision}>
          <p className={styles.status}>
            {SCRUTINY_TEXT.state}: <strong>{reviewLine(document.review)}</strong>
          </p>
          {children}
        </div>
      </div>
    </li>
  );
}

export interface DocumentDecisionsProps {
  data: Scrutiny;
  /** Open to reviews (submitted or under scrutiny): else each document with its status only. */
  open: boolean;
  /** For the images' and frames' names ("Photograph of Asha Kumari"). */
  applicantName?: string;
  onSaved: (scrutiny: Scrutiny) => void;
  onFailed: (failure: { error: unknown }) => void;
  /** How many rows are changed and not saved (the panel asks to save them before a query or verdict). */
  onUnsaved?: (count: number) => void;
}

/** Every current document beside its decision; while the scrutiny is open, one form and one save for all. */
export function DocumentDecisions({ data, open, applicantName, ...form }: DocumentDecisionsProps) {
  if (!open)
    return (
      <ul className={styles.documents}>
        {data.documents.map((document) => (
          <DocumentRow key={document.field} document={document} applicantName={applicantName} />
        ))}
      </ul>
    );
  return <DecisionsForm data={data} applicantName={applicantName} {...form} />;
}

function DecisionsForm({ data, applicantName, onSaved, onFailed, onUnsaved }: Omit<DocumentDecisionsProps, 'open'>) {
  const { csrfToken } = useOfficeSession();
  const { documents } = data;
  const schema = useMemo(() => decisionsSchema(documents), [documents]);
  const form = useForm<Values, unknown, Batch>({
    ...SUBMIT_FORM_SETTINGS,
    resolver: valibotResolver(schema) as unknown as Resolver<Values, unknown, Batch>,
    defaultValues: { reviews: documents.map(rowOf) },
  });
  const { reset, getValues, setValue } = form;
  // A new view (this save's answer, a reload, someone else's change): each row follows its document.
  useEffect(() => {
    reset({ reviews: merged(documents, getValues().reviews) });
  }, [documents, reset, getValues]);

  const rows = form.watch('reviews');
  const unsaved = unsavedRows(rows, documents);
  const remaining = rows.flatMap((row, index) => (row.decision === '' ? [index] : []));
  useEffect(() => onUnsaved?.(unsaved.length), [onUnsaved, unsaved.length]);

  // What the last action did, said where the clerk is: after a save it takes focus.
  const [note, setNote] = useState<{ text: string; focus: boolean } | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (note?.focus) noteRef.current?.focus();
  }, [note]);

  const rowName = (name: string) => {
    const [, index, control] = name.split('.');
    const document = documents[Number(index)];
    if (!document) return SCRUTINY_TEXT.decisionsName;
    return `${document.label}, ${SCRUTINY_TEXT.fieldNames[control] ?? SCRUTINY_TEXT.fieldNames.decision}`;
  };
  const submit = useSubmitForm(form, {
    notSent: SCRUTINY_TEXT.notSaved,
    // Several documents have a "Decision": the summary names each by its document.
    labelOf: rowName,
    // "Choose a decision for at least one document" leads to the first one without.
    targetOf: (name) => (name === 'reviews' ? `reviews.${remaining[0] ?? 0}.decision` : undefined),
    send: async ({ reviews, rows: sentRows }) => {
      setNote(null);
      try {
        return await officePost(documentReviewsPath(data.application_no), { reviews }, scrutinyAnswerSchema, csrfToken);
      } catch (error) {
        throw onRows(error, sentRows);
      }
    },
    onSent: (reply, { reviews }) => {
      const count = (decision: string) => reviews.filter((review) => review.decision === decision).length;
      setNote({
        text: SCRUTINY_TEXT.saved({
          approved: count('approved'),
          queried: count('queried'),
          rejected: count('rejected'),
        }),
        focus: true,
      });
      onSaved(reply.data);
    },
    onFailed,
  });

  // Only the rows with no choice at all: a saved review, or a choice not yet saved, stays as it is.
  const approveRemaining = () => {
    for (const index of remaining) setValue(`reviews.${index}.decision`, 'approved', { shouldDirty: true });
    // This button goes once nothing remains: focus moves on to the save, the next step.
    saveRef.current?.focus();
    // After a failed save, the problems these choices settle leave the summary.
    if (form.formState.isSubmitted) void form.trigger();
    setNote({ text: SCRUTINY_TEXT.approvedRemaining(remaining.length), focus: false });
  };

  return (
    <form className={styles.decisionsForm} aria-label={SCRUTINY_TEXT.form} noValidate onSubmit={submit.onSubmit}>
      <SubmitProblems submit={submit} />
      <fieldset className={styles.fields} disabled={submit.sending}>
        <ul className={styles.documents}>
          {documents.map((document, index) => {
            const row = rows[index];
            const id = `review-${document.field}`;
            const asking = row?.decision === 'queried' || row?.decision === 'rejected';
            const forDocument = <span className="ds-visually-hidden">for the {document.label}</span>;
            return (
              <DocumentRow key={document.field} document={document} applicantName={applicantName}>
                {unsaved.includes(index) && <p className={styles.unsaved}>{SCRUTINY_TEXT.unsaved}</p>}
                <RadioGroup
                  label={
                    <>
                      {SCRUTINY_TEXT.decisionLabel} {forDocument}
                    </>
                  }
                  options={DECISION_ORDER.map((value) => ({ value, label: DECISION_OPTIONS[value] }))}
                  inline
                  className={styles.choice}
                  {...submit.field(`reviews.${index}.decision`)}
                />
                {asking && (
                  <>
                    <Select
                      id={`${id}-reason`}
                      label={
                        <>
                          {SCRUTINY_TEXT.reasonLabel} {forDocument}
                        </>
                      }
                      placeholder={SCRUTINY_TEXT.reasonPlaceholder}
                      options={REASON_CODES.map((value) => ({ value, label: REASON_LABELS[value] }))}
                      required
                      {...submit.field(`reviews.${index}.reason_code`)}
                    />
                    <TextField
                      id={`${id}-note`}
                      label={
                        <>
                          {SCRUTINY_TEXT.noteLabel} {forDocument}
                        </>
                      }
                      hint={SCRUTINY_TEXT.noteHint}
                      multiline
                      rows={2}
                      {...submit.field(`reviews.${index}.note`)}
                    />
                  </>
                )}
              </DocumentRow>
            );
          })}
        </ul>
        <div className={styles.actions}>
          {remaining.length > 0 && (
            <>
              <p className={styles.remaining}>{SCRUTINY_TEXT.remaining(remaining.length)}</p>
              <Button type="button" variant="outline" onClick={approveRemaining}>
                {SCRUTINY_TEXT.approveRemaining}
              </Button>
            </>
          )}
          <Button ref={saveRef} type="submit" loading={submit.sending}>
            {SCRUTINY_TEXT.save}
          </Button>
        </div>
      </fieldset>
      {/* Always in the page, so what it says is announced. */}
      <p ref={noteRef} role="status" tabIndex={-1} className={styles.note}>
        {note?.text}
      </p>
    </form>
  );
}
