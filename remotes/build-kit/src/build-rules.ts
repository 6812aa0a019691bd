import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';

// What both builds of a package share (the browser's, rspack.ts, and the prerender's in Node,
// prerender/build.ts): its options and the loaders, so both name every CSS-module class alike.

/**
 * One build recipe for the shell (host) and every remote, so that the shared singletons and the
 * slimming options cannot drift apart between teams.
 */
export type FederatedAppOptions = {
  /** Module Federation name; also the folder name under /remotes/ for a remote. */
  name: string;
  /** The package folder (pass `import.meta.dirname` or `__dirname`). */
  dir: string;
  role: 'host' | 'remote';
  exposes?: Record<string, string>;
  /** Runtime plugin files (host only: retry + error fallback). */
  runtimePlugins?: string[];
  /** Port of the rspack dev server for `pnpm dev`. */
  devPort: number;
  /** Page title of the standalone HTML page. */
  title: string;
  /** Where /api, /uploads and /remotes.json go during development (the gateway). */
  devGateway?: string;
  /** Host only: the module whose `render()` prerenders the frame (header, navigation, footer). */
  prerenderEntry?: string;
  /** Remotes: extra prerendered variants of a module, one per set of route props. */
  prerenderVariants?: Record<string, Array<Record<string, string>>>;
  /** Remotes: the languages its pages are prerendered in (default both; the office: English). */
  prerenderLanguages?: Array<'en' | 'hi'>;
};

const MESSAGES_LOADER = fileURLToPath(new URL('./messages-loader.mjs', import.meta.url));
export const DESIGN_SYSTEM_SRC = path.dirname(createRequire(import.meta.url).resolve('@college/design-system'));

/**
 * The loaders every build of the portal uses, in the browser and for prerendering in Node, so that
 * both give every CSS-module class the same name.
 */
export function moduleRules(
  production: boolean,
  target: 'web' | 'node',
  /** Browser builds: the build's name, to register its catalogues for language packs (messages-loader.mjs). */
  packs?: string,
): NonNullable<Configuration['module']> {
  // In Node only the class names are needed; the browser build writes the CSS and the assets.
  const cssGenerator = target === 'node' ? { exportsOnly: true } : {};
  return {
    // `import styles from './X.module.css'` everywhere (the design system's convention).
    parser: {
      'css/auto': { namedExports: false },
      // Node renders in one file: what a page imports on demand in the browser is part of it.
      ...(target === 'node' ? { javascript: { dynamicImportMode: 'eager' as const } } : {}),
    },
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets: target === 'node' ? 'node 20' : 'chrome >= 87, firefox >= 78, safari >= 14, edge >= 88' },
        },
        type: 'javascript/auto',
      },
      { test: /\.messages\.json$/, loader: MESSAGES_LOADER, options: { packs }, type: 'javascript/auto' },
      // Design-system class names must not depend on which build compiled them: the shell's copy
      // styles the page, while a remote's prerendered HTML was rendered with the remote's copy.
      {
        test: /\.css$/,
        include: DESIGN_SYSTEM_SRC,
        type: 'css/auto',
        generator: { ...cssGenerator, localIdentName: 'ds-[folder]-[local]' },
      },
      { test: /\.css$/, exclude: DESIGN_SYSTEM_SRC, type: 'css/auto', generator: cssGenerator },
      {
        test: /\.(png|jpe?g|webp|svg|gif)$/,
        type: 'asset/resource',
        generator: target === 'node' ? { emit: false } : {},
      },
    ],
  };
}
