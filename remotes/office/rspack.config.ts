import { defineFederatedApp } from '@college/remote-kit/rspack';
import { exposes } from './src/exposes';
import { ROOMS } from './src/features/shared/rooms';

export default defineFederatedApp(import.meta.url, {
  name: 'office',
  role: 'remote',
  exposes,
  // One prerendered page per room placeholder: the shell's routes pass { room }.
  prerenderVariants: { Room: ROOMS.map((room) => ({ room: room.id })) },
  devPort: 3106,
  title: 'Office (standalone)',
});
