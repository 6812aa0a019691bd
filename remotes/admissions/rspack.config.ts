import { defineFederatedApp } from '@college/build-kit';
import { exposes } from './src/exposes';

export default defineFederatedApp(import.meta.url, {
  name: 'admissions',
  role: 'remote',
  exposes,
  devPort: 3103,
  title: 'Admissions (standalone)',
  // The inbox is also the verification room: the shell's route passes { room: 'verification' }.
  prerenderVariants: { OfficeInbox: [{ room: 'verification' }] },
});
