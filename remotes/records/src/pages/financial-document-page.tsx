import { ComingSoon, type RemotePageProps } from '@college/remote-kit';
import { FINANCIAL_DOCUMENTS } from '../financial-documents';

/** One of the financial statements; the records vertical will embed its PDF here. */
export default function FinancialDocumentPage({ document, ...props }: RemotePageProps & { document?: string }) {
  return <ComingSoon {...props} title={(document && FINANCIAL_DOCUMENTS[document]) || props.title} />;
}
