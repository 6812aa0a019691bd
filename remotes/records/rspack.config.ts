import { defineFederatedApp } from '@college/build-kit';
import { FINANCIAL_DOCUMENT_NAMES } from '@college/records-service/contract';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'records',
  role: 'remote',
  exposes,
  // One prerendered page per statement: the shell's routes pass { document }.
  prerenderVariants: { FinancialDocument: FINANCIAL_DOCUMENT_NAMES.map((document) => ({ document })) },
  devPort: 3102,
  title: 'Records (standalone)',
});
