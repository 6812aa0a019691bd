import { defineFederatedApp } from '@college/remote-kit/rspack';
import { exposes, prerenderProps } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'careers',
  role: 'remote',
  exposes,
  prerenderProps,
  devPort: 3105,
  title: 'Careers (standalone)',
});
