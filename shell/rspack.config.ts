import { fileURLToPath } from 'node:url';
import { defineFederatedApp } from '@college/remote-kit/rspack';

export default defineFederatedApp(import.meta.url, {
  name: 'shell',
  role: 'host',
  devPort: 3000,
  title: 'Gramin Mahavidyalaya',
  // Error handling for every remote: typed load errors for the per-route boundaries.
  runtimePlugins: [fileURLToPath(new URL('./src/federation/runtime-plugin.ts', import.meta.url))],
  devGateway: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001',
  prerenderEntry: './src/prerender.tsx',
});
