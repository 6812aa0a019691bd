import { loadServiceConfig, startService } from '@college/service-kit';
import { buildApp } from './app';

await startService(buildApp, loadServiceConfig('office', { port: 4106 }));
