import { defineFederatedApp } from '@college/remote-kit/rspack';
import { exposes } from './src/exposes';
import { FINANCIAL_DOCUMENTS } from './src/financial-documents';

export default defineFederatedApp(import.meta.url, {
  name: 'records',
  role: 'remote',
  exposes,
  // One prerendered page per statement: the shell's routes pass { document }.
  prerenderVariants: { FinancialDocument: Object.keys(FINANCIAL_DOCUMENTS).map((document) => ({ document })) },
  devPort: 3102,
  title: 'Records (standalone)',
});
