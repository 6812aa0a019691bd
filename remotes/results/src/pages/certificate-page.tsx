import { useEffect, useState } from 'react';
import { Alert, Button, Link, PageHeader, Skeleton, useHydrated, useParams } from '@college/design-system';
import { NO_CERTIFICATE_MESSAGES } from '@college/results-service/contract';
import type { RemotePageProps } from '@college/remote-kit';
import { CertificateSheet } from '../features/certificate/components/certificate-sheet';
import { CERTIFICATE_LOADING_MS } from '../features/certificate/config';
import { useCertificate } from '../features/certificate/use-certificate';
import styles from './certificate-page.module.css';

function BackToResults() {
  return (
    <p className={styles.back}>
      <Button as={Link} to="/result" variant="outline">
        Back to the result page
      </Button>
    </p>
  );
}

/**
 * 'Loading' for CERTIFICATE_LOADING_MS after the result has arrived, then the Print button (spec
 * §4). The status line keeps its place, so the button takes the space 'Loading' held.
 */
function PrintBar() {
  const [printable, setPrintable] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPrintable(true), CERTIFICATE_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.bar} data-print-hidden="">
      <p role="status" className={printable ? 'ds-visually-hidden' : styles.loading}>
        {printable ? 'The certificate is ready to print.' : 'Loading…'}
      </p>
      {printable && (
        <Button onClick={() => window.print()} variant="primary">
          Print
        </Button>
      )}
      <Button as={Link} to="/result" variant="outline">
        Back to the result page
      </Button>
    </div>
  );
}

/** /certificate/:roll — the printable participation certificate of one roll number. */
export default function CertificatePage({ title = 'Certificate' }: RemotePageProps) {
  const { roll } = useParams();
  const hydrated = useHydrated();
  const { state, retry } = useCertificate(roll, hydrated);

  return (
    <>
      {/* The roll number is only known once hydrated; a no-break space keeps its line meanwhile. */}
      <PageHeader title={title} subtitle={hydrated && roll ? `Roll number: ${roll}` : '\u00a0'} data-print-hidden="" />
      <div className={styles.container}>
        {state.status === 'loading' && (
          <div className={styles.placeholder} aria-busy="true">
            <noscript>
              <Alert tone="warning" title="The certificate needs JavaScript">
                Please turn on JavaScript in your browser to see and print the certificate.
              </Alert>
            </noscript>
            <p role="status" className={styles.loading}>
              Loading…
            </p>
            {/* The sheet's own size, so nothing moves when the certificate arrives. */}
            <Skeleton className={styles.sheetSpace} height="100%" />
          </div>
        )}
        {state.status === 'ready' && (
          <>
            <PrintBar />
            <CertificateSheet result={state.result} />
          </>
        )}
        {state.status === 'invalid' && (
          <>
            <Alert tone="warning" title="No certificate at this address">
              <p>
                “{roll}” is not a roll number. Look up your result by roll number and open the certificate from there.
              </p>
            </Alert>
            <BackToResults />
          </>
        )}
        {state.status === 'not-found' && (
          <>
            <Alert tone="warning" title="No certificate for this roll number">
              <p>{state.message}</p>
            </Alert>
            <BackToResults />
          </>
        )}
        {state.status === 'blocked' && (
          <>
            <Alert tone="warning" title={`No certificate for roll number ${state.result.rollno}`}>
              <p>{NO_CERTIFICATE_MESSAGES[state.reason]}</p>
            </Alert>
            <BackToResults />
          </>
        )}
        {state.status === 'failed' && (
          <>
            <Alert
              tone="danger"
              title="The certificate could not be loaded"
              action={
                <Button variant="outline" size="sm" onClick={retry}>
                  Retry
                </Button>
              }
            >
              <p>{state.message}</p>
            </Alert>
            <BackToResults />
          </>
        )}
      </div>
    </>
  );
}
