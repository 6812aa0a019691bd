import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Skeleton, useLanguage } from '@college/design-system';
import { nameIn, postJson, useResource } from '@college/remote-kit';
import {
  APPLICATION_FORM_PATH,
  applicationFormResponseSchema,
  type PrintableApplication,
  type StatusQuery,
} from '@college/admissions-service/contract';
import { Letterhead } from '../shared/letterhead';
import { applicationSections, day } from '../shared/application-fields';
import { FieldGroup } from '../shared/field-group';
import { printPart } from '../shared/print-part';
import { printText, type PrintText } from './print-text';
import styles from './application-print.module.css';
import './application-print.css';

const GROUP_CLASSES = { group: styles.block, title: styles.blockTitle, rows: styles.rows, row: styles.row };

/** The printout's words in the page's language. */
function usePrintText(): PrintText {
  const lang = useLanguage();
  return useMemo(() => printText(lang), [lang]);
}

function Picture({ src, label, alt, missing }: { src: string | null; label: string; alt: string; missing: string }) {
  return (
    <figure className={styles.picture}>
      {src ? <img src={src} alt={alt} className={styles.image} /> : <span className={styles.missing}>{missing}</span>}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** The one A4 page the office accepts: letterhead, number and date, photo and signature, every field, the fee, the office's box. */
export function ApplicationSheet({ application }: { application: PrintableApplication }) {
  const lang = useLanguage();
  const PRINT_TEXT = usePrintText();
  return (
    <section className={styles.sheet} data-application-print="" aria-labelledby="application-print-heading">
      <Letterhead />
      <div className={styles.top}>
        <div>
          <h3 id="application-print-heading" tabIndex={-1} className={styles.heading}>
            {PRINT_TEXT.heading}
          </h3>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{PRINT_TEXT.applicationNo}</dt>
              <dd className={styles.number}>{application.application_no}</dd>
            </div>
            <div className={styles.row}>
              <dt>{PRINT_TEXT.submittedOn}</dt>
              <dd>{day(application.submitted_at)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{PRINT_TEXT.course}</dt>
              <dd>{nameIn(application.course, lang)}</dd>
            </div>
          </dl>
        </div>
        <div className={styles.pictures}>
          <Picture
            src={application.photo}
            label={PRINT_TEXT.photo}
            alt={PRINT_TEXT.photoAlt(application.name)}
            missing={PRINT_TEXT.missingImage}
          />
          <Picture
            src={application.signature}
            label={PRINT_TEXT.signature}
            alt={PRINT_TEXT.signatureAlt(application.name)}
            missing={PRINT_TEXT.missingImage}
          />
        </div>
      </div>
      <div className={styles.blocks}>
        {applicationSections(application, { lang }).map((section) => (
          <FieldGroup
            key={section.title}
            title={section.title}
            rows={section.rows}
            heading="h4"
            classes={GROUP_CLASSES}
          />
        ))}
      </div>
      <p className={styles.declaration}>{PRINT_TEXT.declaration}</p>
      <div className={styles.signatures}>
        <div className={styles.applicantSign}>{PRINT_TEXT.applicantSignature}</div>
        <div className={styles.office} role="group" aria-label={PRINT_TEXT.office}>
          <p className={styles.officeTitle}>{PRINT_TEXT.office}</p>
          <div className={styles.stamp} data-office-stamp="">
            {PRINT_TEXT.officeStamp}
          </div>
          <p>{PRINT_TEXT.officeReceived}: ____________</p>
        </div>
      </div>
    </section>
  );
}

/** The longest the print dialog waits for a picture that neither loads nor fails. */
const IMAGE_WAIT_MS = 10_000;

/** Resolves once every image in `root` has loaded (or failed), so the printout carries them. */
function imagesLoaded(root: HTMLElement): Promise<void> {
  const waiting = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  const settled = Promise.all(
    waiting.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]).then(() => undefined);
}

/**
 * "Print application": fetches the whole application with the three proofs (the same as the status
 * look-up), shows it as a preview, waits for the photo and signature, then opens the print dialog
 * with only this sheet on paper. Pressing again prints again.
 */
export function PrintApplication({ query }: { query: StatusQuery }) {
  const PRINT_TEXT = usePrintText();
  const [request, setRequest] = useState(0);
  return (
    <>
      <section className={styles.panel} aria-labelledby="print-application-heading" data-print-hidden="">
        <h2 id="print-application-heading">{PRINT_TEXT.sectionHeading}</h2>
        <p>{PRINT_TEXT.intro}</p>
        <Button type="button" onClick={() => setRequest((n) => n + 1)}>
          {PRINT_TEXT.button}
        </Button>
      </section>
      {request > 0 && <ApplicationPrint query={query} request={request} />}
    </>
  );
}

function ApplicationPrint({ query, request }: { query: StatusQuery; request: number }) {
  const PRINT_TEXT = usePrintText();
  const form = useResource(
    (signal) => postJson(APPLICATION_FORM_PATH, query, applicationFormResponseSchema, signal),
    [query.application_no, query.dob, query.access_code],
  );
  const sheet = useRef<HTMLDivElement>(null);
  const printed = useRef(0);
  const ready = form.status === 'ready';

  useEffect(() => {
    const root = sheet.current;
    if (!ready || !root || printed.current === request) return;
    printed.current = request;
    let live = true;
    // Focus goes to the sheet's heading: what was asked for is here; then the dialog opens.
    root.querySelector<HTMLElement>('#application-print-heading')?.focus();
    void imagesLoaded(root).then(() => {
      if (live) printPart('application');
    });
    return () => {
      live = false;
    };
  }, [ready, request]);

  return (
    <div aria-live="polite" aria-busy={form.status === 'loading'}>
      {form.status === 'loading' && (
        <div data-print-hidden="">
          <p>{PRINT_TEXT.preparing}</p>
          <Skeleton height="12rem" />
        </div>
      )}
      {form.status === 'error' && (
        <Alert tone="warning" title={PRINT_TEXT.failedTitle} data-print-hidden="">
          <p>{form.error.message}</p>
          <Button type="button" variant="outline" onClick={form.reload}>
            {PRINT_TEXT.retry}
          </Button>
        </Alert>
      )}
      {ready && (
        <div ref={sheet}>
          <ApplicationSheet application={form.data.data} />
        </div>
      )}
    </div>
  );
}
