import { buildGateway } from './app';
import { loadGatewayConfig } from './config';
process.umask(0o027); // no file this process or its children make is for other users (services set it too)

// Only starts the gateway; everything it does is in app.ts.
let config;
try {
  config = loadGatewayConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const app = await buildGateway(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
