import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { settingsAlias } from '@college/settings/node';
import CompressionPlugin from 'compression-webpack-plugin';
import { DESIGN_SYSTEM_SRC, type FederatedAppOptions, moduleRules } from './build-rules';
import { BundleReportPlugin } from './bundle-report';
import { BOOT_SCRIPT, CataloguePacksPlugin, createPrerenderConfig, StartupFilesPlugin } from './prerender/build';

// Part of this module's face for the packages' configs and tests.
export { type FederatedAppOptions, moduleRules };

const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
// The runtime the federation plugin itself resolves (through runtime-tools), as its ES module file.
const FEDERATION_RUNTIME_ESM = (() => {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  return fromTools.resolve('@module-federation/runtime').replace(/\.cjs$/, '.js');
})();

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Catalogues arrive parsed (build-rules.ts: MESSAGES_LOADER), so every build takes FormatJS's parser-less entry:
 * the ICU parser (~7 KB gzip) never reaches a browser. Resolved from the design system's message
 * formatter (intl-messageformat), the portal's one copy.
 */
function icuParserAlias(): Record<string, string> {
  const fromIntl = createRequire(createRequire(path.join(DESIGN_SYSTEM_SRC, 'index.ts')).resolve('intl-messageformat'));
  return { '@formatjs/icu-messageformat-parser$': fromIntl.resolve('@formatjs/icu-messageformat-parser/no-parser.js') };
}

/**
 * react-router's package maps every import to its development build, whose warnings stay in the
 * bundle behind a flag the minifier cannot see through; its production build (the same code with
 * the flag off) is beside it. A production build takes that one, where the app uses the router.
 */
function routerProductionAlias(dir: string): Record<string, string> {
  let routerDir: string;
  try {
    const fromDom = createRequire(createRequire(path.join(dir, 'package.json')).resolve('react-router-dom'));
    routerDir = path.dirname(fromDom.resolve('react-router/package.json'));
  } catch {
    return {}; // an app without the router
  }
  const built = (file: string) => path.join(routerDir, 'dist', 'production', file);
  if (!fs.existsSync(built('index.mjs'))) return {};
  return { 'react-router$': built('index.mjs'), 'react-router/dom$': built('dom-export.mjs') };
}

const STANDALONE_TEMPLATE = fileURLToPath(new URL('./standalone.html', import.meta.url));

/**
 * The singletons every part of the portal must share: one React and one design
 * system, so that its React contexts (toasts, navigation) and styles are the shell's for every remote.
 * The router is not shared: it lives in the shell only (remotes use the navigation contract).
 */
export const SINGLETONS = ['react', 'react-dom', '@college/design-system'] as const;

export function sharedSingletons(dir: string, eager = false) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const require = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((dep) => {
      let requiredVersion = pkg.dependencies?.[dep];
      if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${dep}`);
      // A workspace package has no registry range; require the major.minor it is built against.
      if (requiredVersion.startsWith('workspace:')) {
        const { version } = require(`${dep}/package.json`) as { version: string };
        requiredVersion = `^${version}`;
      }
      return [dep, { singleton: true, requiredVersion, eager }];
    }),
  );
}

/** A build's content-hashed files (and their .br/.gz twins), as named below. */
const HASHED_OUTPUT = /\.[0-9a-f]{10}\.[a-z0-9]+(?:\.br|\.gz)?$/;
/** How long a replaced build's hashed files stay beside the new ones. */
export const KEEP_REPLACED_FILES_DAYS = 7;

/**
 * What a new build leaves of the last ones in its folder: their content-hashed files for a week.
 * A visitor whose page loaded the old remoteEntry.js still asks for the old chunks by name when
 * they open another page of that remote; deleted at once, they would meet a missing chunk. The
 * files are immutable and unreferenced by the new build, so keeping them costs only disk.
 */
export function keepReplacedFiles(outDir: string, now = Date.now()) {
  const cutoff = now - KEEP_REPLACED_FILES_DAYS * 24 * 60 * 60 * 1000;
  return (file: string) => {
    if (!HASHED_OUTPUT.test(file)) return false;
    try {
      return fs.statSync(path.resolve(outDir, file)).mtimeMs >= cutoff;
    } catch {
      return false;
    }
  };
}

export function createFederatedConfig(options: FederatedAppOptions, mode: 'production' | 'development'): Configuration {
  const production = mode === 'production';
  const { name, dir, role } = options;
  const gateway = options.devGateway ?? process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      // BUILD_OUT_DIR builds into another folder (a copy served elsewhere); the prerendered HTML
      // goes with it. (rspack's --output-path would also move the Node build's output.)
      path: path.resolve(process.env.BUILD_OUT_DIR ?? path.join(dir, 'dist')),
      // A remote can be served from any folder or host; the shell always lives at the site root.
      publicPath: role === 'remote' ? 'auto' : '/',
      uniqueName: `college_${name}`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: production
        ? { keep: keepReplacedFiles(path.resolve(process.env.BUILD_OUT_DIR ?? path.join(dir, 'dist'))) }
        : true,
    },
    // The college's settings, checked here: a wrong value stops the build with a message naming it.
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { ...settingsAlias(), ...icuParserAlias(), ...(production ? routerProductionAlias(dir) : {}) },
    },
    // A production page carries its words as a language pack (CataloguePacksPlugin), not in scripts.
    module: moduleRules(production, 'web', production ? name : undefined),
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes: options.exposes ?? {} } : { remotes: {} }),
        manifest: true,
        dts: false,
        // The host's are eager: its start-up is one script (decision 005).
        shared: sharedSingletons(dir, role === 'host'),
        // One dead remote must not block the start-up of the others.
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        experiments: {
          // The host ships the federation runtime once; built remote entries use it instead of a copy
          // each. A dev build keeps its own copy so the remote's standalone page runs without a host.
          ...(role === 'remote' ? { externalRuntime: production } : { provideExternalRuntime: true }),
          // The host loads each remote's remoteEntry.js (beside its mf-manifest.json, which only the
          // gateway reads), so no build needs the snapshot code that reads manifests in the browser.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      // A built remote is only ever loaded by the shell; its standalone page exists in development.
      ...(role === 'host' || !production
        ? [
            new rspack.HtmlRspackPlugin({
              // The shell has its own page; every remote's standalone page is this kit's.
              template: role === 'host' ? path.join(dir, 'src', 'index.html') : STANDALONE_TEMPLATE,
              title: options.title,
              minify: production,
            }),
          ]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // rspack resolves the federation bundler runtime with require.resolve, i.e. the packages'
      // CommonJS builds, which cannot be tree-shaken; the plugin also aliases `@module-federation/runtime`
      // (what `@module-federation/enhanced/runtime` re-exports) to its CommonJS file. Built apps take
      // the ES module builds instead, all of them, so that one copy of the runtime core remains:
      // a remote's entry (whose runtime core is the host's) is ~5 KB gzip smaller, the host's ~5.6 KB.
      ...(production
        ? [
            new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
              resource.request = resource.request.replace(/\.cjs$/, '.js');
            }),
            new rspack.NormalModuleReplacementPlugin(/^@module-federation\/runtime$/, (resource) => {
              resource.request = FEDERATION_RUNTIME_ESM;
            }),
          ]
        : []),
      ...(production
        ? [
            // Every page's words per language, written beside the build (see messages-loader.mjs).
            // (A remote's copy of the design system is the shell's to carry, with the shell's words.)
            new CataloguePacksPlugin({ build: name, role, exclude: role === 'remote' ? DESIGN_SYSTEM_SRC : undefined }),
            ...(role === 'host'
              ? [
                  new StartupFilesPlugin(),
                  // The page's one script tag (decision 005), hashed and compressed like every asset.
                  new rspack.CopyRspackPlugin({ patterns: [{ from: BOOT_SCRIPT, to: 'boot.[contenthash:10].js' }] }),
                ]
              : []),
            // Nearly every function of a script here runs as soon as it arrives: the start-up script's
            // (React DOM, the router, the design system, the shell) while the page comes alive, a
            // page's chunk when the page is drawn. V8's compile hint (Chrome 136+) compiles them all
            // while the script streams in, off the main thread, instead of each on its first call
            // on it (Lighthouse on /: TBT 241 -> 170 ms). Added after minifying, which drops comments.
            new rspack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            // What each script holds, for the byte budget test's explanations (never served).
            new BundleReportPlugin(),
            // Slow links: brotli (quality 11) and gzip files beside every asset, served as they are.
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: COMPRESSIBLE,
              // The plugin types its options as zlib's gzip options; brotli takes params instead.
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              compressionOptions: { level: 9 },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      // Remotes keep their own chunks; splitting vendors per remote would break the share scope.
      // The host's start-up is two scripts, React DOM and the rest: a phone compiles each in a task of
      // its own, each short enough not to block input (one file of both made one long task).
      splitChunks:
        role === 'host'
          ? {
              chunks: 'async',
              cacheGroups: {
                reactDom: {
                  test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/,
                  name: 'react-dom',
                  chunks: 'initial',
                  enforce: true,
                },
              },
            }
          : false,
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      host: '127.0.0.1',
      hot: false,
      historyApiFallback: role === 'host',
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads', '/remotes.json', '/healthz'], target: gateway, changeOrigin: true }],
    },
  };
}

type ConfigFactory = (env: unknown, argv?: { mode?: 'production' | 'development' }) => Configuration | Configuration[];

/** The whole rspack.config.ts of a package: `export default defineFederatedApp(import.meta.url, {...})`. */
export function defineFederatedApp(configUrl: string, options: Omit<FederatedAppOptions, 'dir'>): ConfigFactory {
  const dir = path.dirname(new URL(configUrl).pathname);
  return (_env, argv = {}) => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const web = createFederatedConfig({ ...options, dir }, mode);
    if (mode === 'development') return web;
    // Production: the browser build, then its pages prerendered to HTML in Node (same class names).
    web.name = `${options.name}-web`;
    return [web, createPrerenderConfig({ ...options, dir }, web)];
  };
}
