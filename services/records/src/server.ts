import { loadServiceConfig, startService } from '@college/service-kit';
import { buildApp } from './app';

await startService(buildApp, loadServiceConfig('records', { port: 4102 }));
