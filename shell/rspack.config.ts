import { fileURLToPath } from 'node:url';
import { defineFederatedApp } from '@college/build-kit';
import { loadSettings } from '../settings/src/node';

export default defineFederatedApp(import.meta.url, {
  name: 'shell',
  role: 'host',
  devPort: 3000,
  // The college's name from the settings file the build uses (COLLEGE_SETTINGS), not a fixed one.
  title: loadSettings().settings.name,
  // Error handling for every remote: typed load errors for the per-route boundaries.
  runtimePlugins: [fileURLToPath(new URL('./src/federation/runtime-plugin.ts', import.meta.url))],
  devGateway: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001',
  prerenderEntry: './src/prerender.tsx',
});
