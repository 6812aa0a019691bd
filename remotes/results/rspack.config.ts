import { defineFederatedApp } from '@college/remote-kit/rspack';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'results',
  role: 'remote',
  exposes,
  devPort: 3104,
  title: 'Talent Search Results (standalone)',
});
