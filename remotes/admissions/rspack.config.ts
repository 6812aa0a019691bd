import { defineFederatedApp } from '@college/remote-kit/rspack';
import { exposes, prerenderProps } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'admissions',
  role: 'remote',
  exposes,
  prerenderProps,
  devPort: 3103,
  title: 'Admissions (standalone)',
});
