import { defineFederatedApp } from '@college/build-kit';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'careers',
  role: 'remote',
  exposes,
  devPort: 3105,
  title: 'Careers (standalone)',
});
