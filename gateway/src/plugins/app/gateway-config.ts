import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config';
import type { SupervisedStatus } from '../../supervisor';

/** What the launcher tells the gateway about the processes it runs (absent under --gateway-only). */
export interface LauncherView {
  /** The launcher's view of the processes it supervises, shown by /healthz. */
  supervision?: () => Record<string, SupervisedStatus>;
  /**
   * Per service, the instance id the launcher handed the process it started: /healthz counts a
   * service healthy only when its /healthz answers that id, not merely when something answers on
   * its port (another portal's service would, with that portal's data). Services without an id
   * (all of them under `--gateway-only`, where a service manager starts them) are not checked.
   */
  instances?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings, validated once at start (config.ts). */
    config: GatewayConfig;
    launcher: LauncherView;
  }
}

export default fp<{ config: GatewayConfig; launcher: LauncherView }>(
  async (app, { config, launcher }) => {
    app.decorate('config', config);
    app.decorate('launcher', launcher);
  },
  { name: 'gateway-config' },
);
