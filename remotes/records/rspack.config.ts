import { defineFederatedApp } from '@college/remote-kit/rspack';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'records',
  role: 'remote',
  exposes,
  devPort: 3102,
  title: 'Records (standalone)',
});
