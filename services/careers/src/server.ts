import { loadServiceConfig, startService } from '@college/service-kit';
import { buildApp } from './app';

await startService(
  (options) =>
    buildApp({
      ...options,
      // Off unless set: in the demo the window is long past, and a newcomer should be able to try the form.
      enforceWindow: process.env.CAREERS_ENFORCE_WINDOW === 'true',
    }),
  loadServiceConfig('careers', { port: 4105 }),
);
