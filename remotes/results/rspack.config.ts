import { defineFederatedApp } from '@college/build-kit';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'results',
  role: 'remote',
  exposes,
  devPort: 3104,
  title: 'Talent Search Results (standalone)',
});
