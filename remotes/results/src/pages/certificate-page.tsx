import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Link,
  PageHeader,
  Skeleton,
  useCatalogue,
  useHydrated,
  useLocation,
  useParams,
} from '@college/design-system';
import { NO_CERTIFICATE_MESSAGES } from '@college/results-service/contract';
import { useInLanguage } from '@college/remote-kit';
import { CertificateSheet } from '../features/certificate/components/certificate-sheet';
import { useCertificate } from '../features/certificate/use-certificate';
import messages from './certificate-page.messages.json';
import styles from './certificate-page.module.css';

function BackToResults() {
  const { text } = useCatalogue(messages);
  return (
    <p className={styles.back}>
      <Button as={Link} to="/result" variant="outline">
        {text('back')}
      </Button>
    </p>
  );
}

/**
 * Print as soon as the certificate is drawn: the sheet is text, so once the page's fonts are ready
 * there is nothing more to wait for (a fixed pause would only hide the button from someone looking
 * at a finished certificate). The status line keeps its place; the button takes the space it held.
 */
function PrintBar() {
  const { text } = useCatalogue(messages);
  const [printable, setPrintable] = useState(false);
  useEffect(() => {
    let live = true;
    const fonts = typeof document !== 'undefined' ? document.fonts?.ready : undefined;
    void (fonts ?? Promise.resolve()).then(() => live && setPrintable(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.bar} data-print-hidden="">
      <p role="status" className={printable ? 'ds-visually-hidden' : styles.loading}>
        {printable ? text('ready') : text('loading')}
      </p>
      {printable && (
        <Button onClick={() => window.print()} variant="primary">
          {text('print')}
        </Button>
      )}
      <Button as={Link} to="/result" variant="outline">
        {text('back')}
      </Button>
    </div>
  );
}

/**
 * /certificate/:roll?year=YYYY — the printable participation certificate of one roll number in one
 * exam (without a year, the newest exam's, so links made before exams were data still work).
 */
export default function CertificatePage() {
  const { text } = useCatalogue(messages);
  const say = useInLanguage();
  const { roll } = useParams();
  const year = new URLSearchParams(useLocation().search).get('year');
  const hydrated = useHydrated();
  const { state, retry } = useCertificate(roll, year, hydrated);

  return (
    <>
      {/* The roll number is only known once hydrated; a no-break space keeps its line meanwhile. */}
      <PageHeader
        title={text('title')}
        subtitle={hydrated && roll ? text('roll', { roll }) : '\u00a0'}
        data-print-hidden=""
      />
      <div className={styles.container}>
        {state.status === 'loading' && (
          <div className={styles.placeholder} aria-busy="true">
            <noscript>
              <Alert tone="warning" title={text('needsScript')}>
                {text('needsScriptText')}
              </Alert>
            </noscript>
            <p role="status" className={styles.loading}>
              {text('loading')}
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
            <Alert tone="warning" title={text('noAddress')}>
              <p>
                {state.what === 'year' ? text('notYear', { year: year ?? '' }) : text('notRoll', { roll: roll ?? '' })}
              </p>
            </Alert>
            <BackToResults />
          </>
        )}
        {state.status === 'not-found' && (
          <>
            <Alert tone="warning" title={text('noCertificate')}>
              <p>{state.message}</p>
            </Alert>
            <BackToResults />
          </>
        )}
        {state.status === 'blocked' && (
          <>
            <Alert tone="warning" title={text('noCertificateFor', { roll: state.result.rollno })}>
              <p>{say(NO_CERTIFICATE_MESSAGES[state.reason])}</p>
            </Alert>
            <BackToResults />
          </>
        )}
        {state.status === 'failed' && (
          <>
            <Alert
              tone="danger"
              title={text('failed')}
              action={
                <Button variant="outline" size="sm" onClick={retry}>
                  {text('retry')}
                </Button>
              }
            >
              <p>{state.message ?? text('wentWrong')}</p>
            </Alert>
            <BackToResults />
          </>
        )}
      </div>
    </>
  );
}
