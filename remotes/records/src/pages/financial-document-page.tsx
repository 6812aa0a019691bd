import { Alert, PageHeader, PdfEmbed } from '@college/design-system';
import type { RemotePageProps } from '@college/remote-kit';
import { FINANCIAL_DOCUMENT_NAMES, type FinancialDocumentName, financialDocumentPath } from '@college/records-service/contract';
import { FINANCIAL_DOCUMENTS } from '../financial-documents';
import styles from './pages.module.css';

const isDocument = (name: string | undefined): name is FinancialDocumentName =>
  (FINANCIAL_DOCUMENT_NAMES as readonly string[]).includes(name ?? '');

/** One financial statement, embedded (500 px high) with a download link for phones that cannot embed. */
export default function FinancialDocumentPage({ document, title }: RemotePageProps & { document?: string }) {
  const heading = (document && FINANCIAL_DOCUMENTS[document]) || title || 'Financial document';
  return (
    <>
      <PageHeader title={heading} />
      <div className={styles.body}>
        {isDocument(document) ? (
          <PdfEmbed src={financialDocumentPath(document)} title={heading} />
        ) : (
          <Alert tone="warning" title="No such document">
            <p>This statement is not published.</p>
          </Alert>
        )}
      </div>
    </>
  );
}
