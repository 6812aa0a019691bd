import { defineFederatedApp } from '@college/build-kit';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'info',
  role: 'remote',
  exposes,
  devPort: 3101,
  title: 'Information pages (standalone)',
});
