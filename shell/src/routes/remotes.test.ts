import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { exposes as admissions } from '../../../remotes/admissions/src/exposes';
import { exposes as careers } from '../../../remotes/careers/src/exposes';
import { exposes as info } from '../../../remotes/info/src/exposes';
import { exposes as office } from '../../../remotes/office/src/exposes';
import { exposes as records } from '../../../remotes/records/src/exposes';
import { exposes as results } from '../../../remotes/results/src/exposes';
import { OFFICE_PAGE_TITLES } from '../../../remotes/office/src/features/shared/office-text';
import { ROOMS } from '../../../remotes/remote-kit/src/office/office-rooms';
import { ADMISSIONS_OFFICE_PAGES } from '../../../remotes/admissions/src/features/shared/office-rooms';
import { RECRUITMENT_OFFICE_PAGES } from '../../../remotes/careers/src/features/office-recruitment/office-pages';
import { CONTENT_OFFICE_PAGES } from '../../../remotes/info/src/features/office-content/content-pages';
import { MESSAGES_OFFICE_PAGES } from '../../../remotes/info/src/features/office-messages/messages-pages';
import { RECORDS_OFFICE_PAGES } from '../../../remotes/records/src/features/office-records/records-pages';
import { RESULTS_OFFICE_PAGES } from '../../../remotes/results/src/features/office/office-rooms';
import { SHELL_PAGES } from '../pages/shell-pages';
import { findRoute, isOfficePath, isShellRoute, REMOTE_NAMES, type RemoteName, ROUTES } from './route-table';

const REPO = path.resolve(import.meta.dirname, '../../..');
const EXPOSES: Record<RemoteName, Record<string, string>> = { info, records, admissions, results, careers, office };

describe('route table and the remotes’ exposes', () => {
  it('maps every route to a module its remote exposes, or to a page of the shell', () => {
    const missing = ROUTES.filter((route) =>
      isShellRoute(route) ? !SHELL_PAGES[route.module] : !EXPOSES[route.remote as RemoteName][`./${route.module}`],
    ).map((route) => `${route.path}: ${route.remote}/${route.module}`);
    expect(missing).toEqual([]);
    expect(ROUTES.filter(isShellRoute).map((route) => route.path)).toEqual(['/sitemap']);
  });

  it('exposes only modules a route uses, each an existing file', () => {
    const problems: string[] = [];
    for (const remote of REMOTE_NAMES) {
      for (const [key, file] of Object.entries(EXPOSES[remote])) {
        if (!ROUTES.some((route) => route.remote === remote && `./${route.module}` === key))
          problems.push(`${remote}/${key}: no route`);
        if (!fs.existsSync(path.join(REPO, 'remotes', remote, file)))
          problems.push(`${remote}/${key}: ${file} does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// Where links to pages are written: the remotes, the contracts (certificatePath), the news the
// info service seeds, and the shell's menus. Tests and stories may name pages that do not exist.
const LINK_SOURCES = [
  ...REMOTE_NAMES.map((remote) => `remotes/${remote}/src`),
  ...REMOTE_NAMES.map((service) => `services/${service}/src/contract.ts`),
  'services/info/src/seed.ts',
  'shell/src/site.ts',
  'shell/src/layout',
];
const NOT_SOURCE = /\.(test|stories)\.tsx?$|[\\/]testing[\\/]/;
/** Paths that are not pages: API calls, documents, remote builds, the gateway's own, services' internal calls. */
// /en/… is the language switch's way back to English (the gateway redirects it), not a page.
const NOT_A_PAGE = /^\/(api|uploads|remotes|internal|en)(\/|$)|^\/(healthz|remotes\.json)$/;

function sourceFiles(entry: string): string[] {
  const full = path.join(REPO, entry);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SOURCE.test(file))
    .map((file) => path.join(full, file));
}

/**
 * Every string in a file that is a path of the portal (`to="/payment"`, `navigate('/success')`,
 * `{ to: '/library' }`, `/certificate/${roll}`), with its line. Comments are not strings.
 */
function portalPaths(file: string): { path: string; where: string }[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { path: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    // A template's expressions stand for one segment each.
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
    if (text !== undefined && /^\/(?![/\s])/.test(text)) {
      const pathname = text.split(/[?#]/)[0];
      if (!NOT_A_PAGE.test(pathname)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ path: pathname, where: `${path.relative(REPO, file)}:${line}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('internal links', () => {
  const links = LINK_SOURCES.flatMap(sourceFiles).flatMap(portalPaths);

  it('finds the links (the scan itself works)', () => {
    const paths = new Set(links.map((link) => link.path));
    for (const known of [
      '/payment',
      '/success',
      '/careerConfirmation',
      '/admission/status',
      '/library-rules-and-regulations',
      '/certificate/x',
      '/result',
    ]) {
      expect(paths).toContain(known);
    }
  });

  it('names only paths the route table has', () => {
    const broken = links.filter((link) => !findRoute(link.path)).map((link) => `${link.where}: ${link.path}`);
    expect(broken).toEqual([]);
  });
});

describe('the office', () => {
  it('has its pages under /office only, each titled as its page heads itself (the prerendered page has no other heading)', () => {
    const office = ROUTES.filter((route) => route.remote === 'office');
    expect(office.every((route) => isOfficePath(route.path))).toBe(true);
    expect(
      ROUTES.filter(
        (route) => route.remote !== 'office' && isOfficePath(route.path) && !route.module.startsWith('Office'),
      ),
    ).toEqual([]);
    for (const [pathname, title] of Object.entries(OFFICE_PAGE_TITLES))
      expect(findRoute(pathname)?.title, pathname).toBe(title);
    // Every room is its vertical's page, under the same path and title.
    for (const room of ROOMS)
      expect(findRoute(room.path), room.path).toMatchObject({ remote: room.builtBy, title: room.title });
  });

  it('has one account of every office page: each remote’s table of its pages says what the route table says', () => {
    type Page = { path: string; title: string; roles: readonly string[] };
    const tables: Record<string, Record<string, Page>> = {
      admissions: ADMISSIONS_OFFICE_PAGES,
      careers: RECRUITMENT_OFFICE_PAGES,
      info: { ...CONTENT_OFFICE_PAGES, ...MESSAGES_OFFICE_PAGES },
      records: RECORDS_OFFICE_PAGES,
      results: RESULTS_OFFICE_PAGES,
    };
    const sorted = (roles: readonly string[] | undefined) => (roles ? [...roles].sort() : roles);
    const routesOf = (remote: string) =>
      ROUTES.filter((route) => route.remote === remote && isOfficePath(route.path)).map((route) => ({
        path: route.path,
        title: route.title,
        roles: sorted(route.roles),
      }));
    for (const [remote, table] of Object.entries(tables)) {
      const pages = Object.values(table).map((page) => ({ ...page, roles: sorted(page.roles) }));
      expect(pages, remote).toEqual(expect.arrayContaining(routesOf(remote)));
      expect(routesOf(remote), remote).toEqual(expect.arrayContaining(pages));
    }
    // Every office page but the sign-in door's names its roles; each room opens to its own role.
    const unguarded = ROUTES.filter((route) => isOfficePath(route.path) && !route.roles).map((route) => route.path);
    expect(unguarded).toEqual(['/office', '/office/sign-in', '/office/set-up']);
    for (const room of ROOMS) expect(findRoute(room.path)?.roles, room.path).toContain(room.role);
  });

  it('has every office page under /office, whichever remote serves it', () => {
    expect(ROUTES.filter((route) => route.module.startsWith('Office')).every((route) => isOfficePath(route.path))).toBe(
      true,
    );
  });

  it('is linked from no public page: the shell’s menus and the other remotes never name /office', () => {
    // The office remote, and each vertical's office pages (features/office/, pages/office-*).
    const officeSource = (file: string) => /[\\/]office[-\\/]/.test(path.relative(REPO, file));
    const links = LINK_SOURCES.flatMap(sourceFiles)
      .filter((file) => !officeSource(file))
      .flatMap(portalPaths);
    expect(links.filter((link) => isOfficePath(link.path)).map((link) => link.where)).toEqual([]);
  });
});
