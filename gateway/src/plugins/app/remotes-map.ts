import fs from 'node:fs/promises';
import fp from 'fastify-plugin';
import * as v from 'valibot';

/** Remote name → URL of its mf-manifest.json (a path on this gateway, or another host's URL). */
export type RemotesMap = Record<string, string>;

const remotesMapSchema = v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)), v.string());

declare module 'fastify' {
  interface FastifyInstance {
    /** The remotes map as the file says now: read on every call, so an edit retargets the live site. */
    readRemotesMap(): Promise<RemotesMap>;
  }
}

export async function readRemotesMap(file: string): Promise<RemotesMap> {
  return v.parse(remotesMapSchema, JSON.parse(await fs.readFile(file, 'utf8')));
}

/** The other hosts a map's remotes are served from, for the page's Content-Security-Policy. */
export function remoteOrigins(map: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(map)) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

export default fp(
  async (app) => {
    const file = app.config.remotesConfig;
    app.decorate('readRemotesMap', () => readRemotesMap(file));
  },
  { name: 'remotes-map', dependencies: ['gateway-config'] },
);
