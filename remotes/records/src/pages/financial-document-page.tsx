import { Alert, PageHeader, PdfEmbed, useCatalogue } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import {
  FINANCIAL_DOCUMENT_NAMES,
  type FinancialDocumentName,
  financialDocumentPath,
} from '@college/records-service/contract';
import messages from './financial.messages.json';
import styles from './pages.module.css';

const isDocument = (name: string | undefined): name is FinancialDocumentName =>
  (FINANCIAL_DOCUMENT_NAMES as readonly string[]).includes(name ?? '');

/** One financial statement, embedded (500 px high) with a download link for phones that cannot embed. */
export default function FinancialDocumentPage({ document }: RemotePageProps & { document?: string }) {
  const { text } = useCatalogue(messages);
  const heading = isDocument(document) ? text(document) : text('fallback');
  return (
    <>
      <PageHeader title={heading} />
      <div className={styles.body}>
        {isDocument(document) ? (
          <PdfEmbed src={financialDocumentPath(document)} title={heading} />
        ) : (
          <Alert tone="warning" title={text('missing')}>
            <p>{text('notPublished')}</p>
          </Alert>
        )}
      </div>
    </>
  );
}
