import { defineFederatedApp } from '@college/build-kit';
import { exposes } from './src/exposes';
import { ROOMS } from './src/features/shared/rooms';

export default defineFederatedApp(import.meta.url, {
  name: 'office',
  role: 'remote',
  exposes,
  // One prerendered page per room placeholder (a built room is its vertical's page): the shell's routes pass { room }.
  prerenderVariants: { Room: ROOMS.filter((room) => !room.builtBy).map((room) => ({ room: room.id })) },
  // The office stays English for now (decision 015): no Hindi copies of its pages.
  prerenderLanguages: ['en'],
  devPort: 3106,
  title: 'Office (standalone)',
});
