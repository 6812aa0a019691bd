import { loadServiceConfig, startService } from '@college/service-kit';
import { buildApp } from './app';

await startService(buildApp, loadServiceConfig('admissions', { port: 4103 }));
