import { type ReactNode, useState } from 'react';
import { Alert, Button, KeyFacts, Link, PdfEmbed, Spinner, useLocation, useParams } from '@college/design-system';
import { ApiError, getJson, useResource } from '@college/remote-kit';
import { OFFICE_TEXT, useRefusedRead } from '@college/remote-kit/office';
import {
  APPLICATION_STATE_TEXT,
  type OfficeApplication,
  officeApplicationAnswerSchema,
  officeApplicationPath,
  type OfficeDocument,
  PAYMENT_FILTER_TEXT,
} from '@college/admissions-service/contract';
import { applicationSections, day } from '../shared/application-fields';
import { FieldGroup } from '../shared/field-group';
import { ADMISSIONS_OFFICE_PAGES, isInboxAddress } from '../shared/office-rooms';
import { APPLICATION_TEXT } from './application-text';
import { ApplicantCorrections } from './corrections';
import { VOID_TEXT } from './void-text';
import styles from './application.module.css';

const GROUP_CLASSES = { group: styles.section, title: styles.sectionTitle, rows: styles.rows, row: styles.row };

/** The inbox the user came from, filter and all (the inbox's links carry it), else the plain inbox. */
function useBackToInbox(): string {
  const { state } = useLocation();
  const inbox = (state as { inbox?: unknown } | null)?.inbox;
  return isInboxAddress(inbox) ? inbox : ADMISSIONS_OFFICE_PAGES.inbox.path;
}

/**
 * One document inline, streamed through the office API (with the session, no-store; never a
 * public URL): an image as itself, a PDF in a frame with an "Open" link beside it.
 */
function Document({ document, name }: { document: OfficeDocument; name: string }) {
  const alt = APPLICATION_TEXT.documentAlt(document.label, name);
  return (
    <li className={styles.document}>
      <h3 className={styles.documentTitle}>{document.label}</h3>
      <p className={styles.hint}>
        {APPLICATION_TEXT.documentFacts(document.kind, document.size, day(document.uploaded_at))}
      </p>
      {document.kind === 'pdf' ? (
        <PdfEmbed src={document.url} title={alt} />
      ) : (
        <a href={document.url} target="_blank" rel="noopener noreferrer" aria-label={APPLICATION_TEXT.openImage(alt)}>
          <img className={styles.image} src={document.url} alt={alt} />
        </a>
      )}
    </li>
  );
}

/** What the page mounts under the fields and documents (the scrutiny panel), given the application shown. */
type Below = (application: OfficeApplication, reload: () => void) => ReactNode;
/** True when what the page mounts below shows the documents itself (beside their decisions). */
type DocumentsBelow = (application: OfficeApplication) => boolean;

function ApplicationDetails({
  application,
  reload,
  below,
  documentsBelow,
}: {
  application: OfficeApplication;
  reload: () => void;
  below: Below;
  documentsBelow?: DocumentsBelow;
}) {
  const a = application;
  const { facts } = APPLICATION_TEXT;
  return (
    <>
      <KeyFacts
        aria-label={APPLICATION_TEXT.factsLabel}
        facts={[
          { label: facts.number, value: a.application_no },
          { label: facts.submitted, value: day(a.submitted_at) },
          { label: facts.course, value: a.course },
          { label: facts.state, value: a.voided ? VOID_TEXT.state : APPLICATION_STATE_TEXT[a.state] },
          { label: facts.payment, value: PAYMENT_FILTER_TEXT[a.payment_filter] },
        ]}
      />
      <section aria-labelledby="application-fields">
        <h2 id="application-fields">{APPLICATION_TEXT.fieldsHeading}</h2>
        <div className={styles.sections}>
          {applicationSections({ ...a, state: a.address_state }).map((section) => (
            <FieldGroup
              key={section.title}
              title={section.title}
              rows={section.rows}
              heading="h3"
              classes={GROUP_CLASSES}
            />
          ))}
        </div>
      </section>
      <ApplicantCorrections corrections={a.corrections} />
      {/* Shown once: here, or below beside their decisions (each document twice made the page endless). */}
      {!documentsBelow?.(a) && (
        <section aria-labelledby="application-documents">
          <h2 id="application-documents">{APPLICATION_TEXT.documentsHeading}</h2>
          {a.documents.length === 0 ? (
            <p>{APPLICATION_TEXT.noDocuments}</p>
          ) : (
            <ul className={styles.documents}>
              {a.documents.map((document) => (
                <Document key={document.field} document={document} name={a.name} />
              ))}
            </ul>
          )}
        </section>
      )}
      {below(a, reload)}
    </>
  );
}

/**
 * The office's page of one application: where it stands, every field (the Aadhaar number only
 * masked, as the API gives it), each document inline (unless `documentsBelow` says what the page
 * puts under them shows them), and what the page puts under them.
 */
export function ApplicationView({ below, documentsBelow }: { below: Below; documentsBelow?: DocumentsBelow }) {
  const { applicationNo = '' } = useParams();
  const back = useBackToInbox();
  const application = useResource(
    (signal) => getJson(officeApplicationPath(applicationNo), officeApplicationAnswerSchema, signal),
    [applicationNo],
  );
  useRefusedRead(application.status === 'error' ? application.error : null);
  const notFound =
    application.status === 'error' && application.error instanceof ApiError && application.error.status === 404;
  // While it loads again after a change (the scrutiny panel's), the page keeps showing it: the
  // panel stays mounted, and the user's place on the page stays where it was.
  const [last, setLast] = useState<OfficeApplication | null>(null);
  const current = application.status === 'ready' ? application.data.data : null;
  if (current && current !== last) setLast(current);
  const shown =
    current ?? (application.status === 'loading' && last?.application_no === applicationNo.toUpperCase() ? last : null);

  return (
    <>
      <p>
        <Link to={back}>{APPLICATION_TEXT.back}</Link>
      </p>
      {application.status === 'loading' && !shown && <Spinner label={APPLICATION_TEXT.loading} showLabel />}
      {notFound && (
        <Alert tone="warning" title={APPLICATION_TEXT.notFoundTitle}>
          <p>{APPLICATION_TEXT.notFound}</p>
          <p>
            <Link to={back}>{APPLICATION_TEXT.back}</Link>
          </p>
        </Alert>
      )}
      {application.status === 'error' && !notFound && (
        <Alert
          tone="danger"
          title={OFFICE_TEXT.loadFailedTitle}
          action={<Button onClick={application.reload}>{OFFICE_TEXT.tryAgain}</Button>}
        >
          <p>{application.error.message}</p>
        </Alert>
      )}
      {shown && (
        <ApplicationDetails
          application={shown}
          reload={application.reload}
          below={below}
          documentsBelow={documentsBelow}
        />
      )}
    </>
  );
}
