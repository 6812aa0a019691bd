import { defineFederatedApp } from '@college/build-kit';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'office',
  role: 'remote',
  exposes,
  // The office stays English for now (decision 015): no Hindi copies of its pages.
  prerenderLanguages: ['en'],
  devPort: 3106,
  title: 'Office (standalone)',
});
