import { createHash } from 'node:crypto';
import {
  DISTRICTS_PATH as ADMISSION_DISTRICTS,
  STATES_PATH as ADMISSION_STATES,
  SUB_DISTRICTS_PATH as ADMISSION_SUB_DISTRICTS,
} from '@college/admissions-service/contract';
import {
  DISTRICTS_PATH as CAREER_DISTRICTS,
  JOB_PROFILES_PATH,
  STATES_PATH as CAREER_STATES,
  SUBJECTS_PATH as CAREER_SUBJECTS,
} from '@college/careers-service/contract';
import { OFFICE_API_PREFIX } from '@college/office-service/contract';
import { isOfficePath } from '@college/shell/route-table';

/**
 * Every answer's cache rule, decided here and nowhere else (decision 019): which kind of answer a
 * request gets, what `Cache-Control` it carries, and where its validator comes from. Handlers and
 * services may say what they like; the gateway's onSend hook (plugins/app/cache-headers.ts) puts
 * the row's value on every answer that leaves the portal. The first row that matches decides.
 *
 * Why these values:
 * - Browsers must see every change to a page or a list on their next look-up, so pages say
 *   `max-age=0` (revalidate before each use; with the ETag a visit costs a 304, not the page) and
 *   lists a few seconds. `no-cache` would say the same to browsers but would also forbid a shared
 *   cache (a CDN, nginx) from answering without asking, so pages give shared caches a short
 *   `s-maxage` and let them answer stale while they fetch the new copy: on results day the
 *   gateway sees one request per page per half-minute, not one per visitor.
 * - Content-hashed files never change under their name: a year, `immutable` (no revalidation
 *   even on reload). The files that name them (remoteEntry.js, mf-manifest.json) are revalidated
 *   on every use, so a remote's new build is seen on the next visit.
 * - Anything personal (a result, an application's status, a form's answer, the office) is
 *   `private, no-store`: no cache anywhere keeps it, not even the browser's.
 */
export type Validator =
  /** A strong ETag made by the gateway from the answer's bytes (and 304 on a match). */
  | 'content'
  /** The file's own (size and modification time, made strong by static-assets.ts). */
  | 'file'
  /** None: the answer is never kept, so there is nothing to revalidate. */
  | 'none';

export interface CacheRule {
  kind: string;
  cacheControl: string;
  validator: Validator;
}

export interface AnswerFacts {
  method: string;
  /** The address's path as routing reads it (request-path.ts), without the query. */
  path: string;
  status: number;
  /** The answer sets a cookie (the language cookie on a page). */
  setsCookie: boolean;
}

const YEAR = 365 * 24 * 60 * 60;

/** `name.<8+ hex>.ext` as the builds write them, and their precompressed twins. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|png|jpe?g|webp|avif|svg|woff2?|json|cjs)(?:\.br|\.gz)?$/;
/** Place names and posts: data that changes only with a release. */
const REFERENCE_PATHS = new Set([
  ADMISSION_STATES,
  ADMISSION_DISTRICTS,
  ADMISSION_SUB_DISTRICTS,
  CAREER_STATES,
  CAREER_DISTRICTS,
  JOB_PROFILES_PATH,
  CAREER_SUBJECTS,
]);
const OFFICE_API = OFFICE_API_PREFIX.replace(/\/$/, '');
/**
 * The office's pages and API, whatever the case: the pages match case-blind, and a case that
 * routes nowhere costs at most a not-found answer kept nowhere.
 */
export function isOfficeAddress(path: string): boolean {
  const lower = path.toLowerCase();
  return isOfficePath(lower) || lower === OFFICE_API || lower.startsWith(OFFICE_API_PREFIX);
}
const isRead = (method: string) => method === 'GET' || method === 'HEAD';
const isApi = (path: string) => path.startsWith('/api/');
const looksLikeFile = (path: string) => /\.[a-z0-9]{1,5}$/i.test(path);

export const CACHE_TABLE: ReadonlyArray<CacheRule & { matches(facts: AnswerFacts): boolean; why: string }> = [
  {
    kind: 'office',
    why: 'staff pages and the office API: never kept anywhere, never indexed',
    matches: ({ path }) => isOfficeAddress(path),
    cacheControl: 'private, no-store',
    validator: 'none',
  },
  {
    kind: 'personal',
    why: 'a look-up or form sent by a visitor: its answer is theirs (a result, a status, a reference number)',
    matches: ({ method }) => !isRead(method),
    cacheControl: 'private, no-store',
    validator: 'none',
  },
  {
    kind: 'error',
    why: 'a refusal or failure passes; the next request must be asked again',
    matches: ({ status }) => status >= 400,
    cacheControl: 'no-store',
    validator: 'none',
  },
  {
    kind: 'redirect',
    why: "the language redirects follow the visitor's cookie and browser",
    matches: ({ status }) => status >= 300 && status < 400 && status !== 304,
    cacheControl: 'private, no-store',
    validator: 'none',
  },
  {
    kind: 'hashed-file',
    why: 'a content-hashed build file never changes under its name',
    matches: ({ path }) => !isApi(path) && HASHED_FILE.test(path),
    cacheControl: `public, max-age=${YEAR}, immutable`,
    validator: 'file',
  },
  {
    kind: 'operations',
    why: "the health check and the remotes map are the operator's, read fresh every time",
    matches: ({ path }) => path === '/healthz' || path === '/remotes.json',
    cacheControl: 'no-store',
    validator: 'none',
  },
  {
    kind: 'reference-list',
    why: 'states, districts, posts: change only with a release',
    matches: ({ path }) => REFERENCE_PATHS.has(path),
    cacheControl: 'public, max-age=86400, stale-while-revalidate=604800',
    validator: 'content',
  },
  {
    kind: 'public-list',
    why: 'courses, subjects, notices, records, the admission and recruitment windows: the office changes them',
    matches: ({ path }) => isApi(path),
    cacheControl: 'public, max-age=10, s-maxage=10',
    validator: 'content',
  },
  {
    kind: 'document',
    why: 'published PDFs; some keep their name when the office replaces them (financial statements)',
    matches: ({ path }) => path.startsWith('/uploads/'),
    cacheControl: 'public, max-age=600, s-maxage=600',
    validator: 'file',
  },
  {
    kind: 'entry-file',
    why: 'remoteEntry.js, mf-manifest.json and other unhashed files name the hashed ones: revalidated every use',
    matches: ({ path }) => looksLikeFile(path) && path !== '/sitemap.xml',
    cacheControl: 'no-cache',
    validator: 'file',
  },
  {
    kind: 'page-setting-cookie',
    why: 'a page that sets the language cookie must not reach another visitor from a shared cache',
    matches: ({ setsCookie }) => setsCookie,
    cacheControl: 'private, max-age=0',
    validator: 'content',
  },
  {
    kind: 'page',
    why: 'every public page (and sitemap.xml): revalidated by browsers; shared caches may keep it 30 s and serve it stale a minute while fetching it again',
    matches: () => true,
    cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    validator: 'content',
  },
];

export function cacheRuleFor(facts: AnswerFacts): CacheRule {
  // The last row matches everything, so there is always one.
  const row = CACHE_TABLE.find((rule) => rule.matches(facts))!;
  return { kind: row.kind, cacheControl: row.cacheControl, validator: row.validator };
}

/**
 * A strong ETag for these bytes as sent with this Accept-Encoding: the compressor after this
 * hook turns the same bytes into different ones per encoding, and a strong tag names exact bytes.
 */
export function contentTag(body: string | Buffer, acceptEncoding: string): string {
  const hash = createHash('sha256')
    .update(body)
    .update('\0')
    .update(acceptEncoding.replace(/\s+/g, '').toLowerCase())
    .digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/** If-None-Match holds this tag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
