/**
 * What each emitted script is made of: a production build writes, beside its output folder
 * (`<out>/../.tmp/bundle-report.json`, never served), the largest modules of every JS file and
 * the module that imported each, so that a page over its byte budget can be explained: what grew
 * and what pulls it in (`readBundleReport`). Sizes are the modules' source sizes, before
 * minification and tree-shaking.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** Modules named per file: enough to find the culprit, small enough to read. */
const MODULES_PER_FILE = 12;

export interface ReportedModule {
  /** The module, as the bundler names it (`./node_modules/.pnpm/react-dom@…/client.js`). */
  name: string;
  /** Its size before minification, in bytes. */
  size: number;
  /** The module whose import brought it in ('' for an entry). */
  importedBy: string;
}

export type BundleReport = Record<string, ReportedModule[]>;

type StatsModule = {
  name?: string;
  size?: number;
  issuerName?: string | null;
  chunks?: Array<string | number>;
  modules?: StatsModule[];
};
type StatsChunk = { id?: string | number; files?: string[] };

export const bundleReportPath = (outDir: string) => path.join(outDir, '..', '.tmp', 'bundle-report.json');

/** A concatenated module is many modules in one: each is listed on its own. */
function flatten(modules: StatsModule[]): StatsModule[] {
  return modules.flatMap((module) => (module.modules?.length ? flatten(module.modules) : [module]));
}

/** A short name: the package and its file for a dependency, the path for the project's own. */
export function shortModuleName(name: string): string {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(name);
  return inPackage
    ? `${inPackage[1]} (${inPackage[2]})`
    : name.replace(/^(\.\.\/)+/, '').replace(/ \+ \d+ modules$/, '');
}

export class BundleReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('CollegeBundleReport', async (compilation) => {
      const stats = compilation.getStats().toJson({
        all: false,
        ids: true,
        chunks: true,
        modules: true,
        nestedModules: true,
        modulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const byChunk = new Map<string, StatsModule[]>();
      for (const module of flatten((stats.modules ?? []) as StatsModule[])) {
        for (const chunk of module.chunks ?? [])
          byChunk.set(String(chunk), [...(byChunk.get(String(chunk)) ?? []), module]);
      }
      const report: BundleReport = {};
      for (const chunk of (stats.chunks ?? []) as StatsChunk[]) {
        const modules = (byChunk.get(String(chunk.id)) ?? [])
          .filter((module) => module.name && module.size)
          .sort((a, b) => (b.size ?? 0) - (a.size ?? 0))
          .slice(0, MODULES_PER_FILE)
          .map((module) => ({
            name: shortModuleName(module.name!),
            size: module.size!,
            importedBy: shortModuleName(module.issuerName ?? ''),
          }));
        for (const file of chunk.files ?? []) if (file.endsWith('.js')) report[file] = modules;
      }
      const out = bundleReportPath(compilation.outputOptions.path as string);
      await fs.promises.mkdir(path.dirname(out), { recursive: true });
      await fs.promises.writeFile(out, JSON.stringify(report, null, 1));
    });
  }
}

/** The report a build wrote beside `outDir`; empty when there is none (a build before this plugin). */
export function readBundleReport(outDir: string): BundleReport {
  try {
    return JSON.parse(fs.readFileSync(bundleReportPath(outDir), 'utf8')) as BundleReport;
  } catch {
    return {};
  }
}
