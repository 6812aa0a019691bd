import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { ACADEMIC_YEAR } from '../site';
import { findRoute, HINDI_ROUTES, pathIndex, routePattern, routeTitle, ROUTES } from './route-table';
import HINDI_TITLES from './route-titles.messages.json' with { type: 'json' };

describe('route table', () => {
  it('covers every route of the spec', () => {
    const spec =
      '/ ; /smartClass ; /lab ; /library ; /sports ; /nss ; /computer-center ; /college-campus ; /courses ; /history ; /manager-msg ; /principal-msg ; /balancesheet2022 ; /balancsheet2023 ; /incomeexpenditure2023 ; /receiptpayment2023 ; /incomeexpenditure2022 ; /receiptpayment2022 ; /feedback ; /complaints ; /faculty ; /bed ; /deled ; /samarthPortal ; /student_data ; /attendence ; /timetable ; /ncteOrder ; /annualReport ; /swyamPrabha ; /gallery ; /course_bed ; /course_deled ; /undergraduate ; /postgraduate ; /admission-procedure ; /college-rules-and-regulations ; /library-rules-and-regulations ; /contact ; /mission&vision ; /objective ; /kulgeet ; /result ; /certificate/123 ; /disciplinary/ ; /admission/ ; /payment/ ; /success/ ; /career ; /careerForm ; /careerConfirmation ; /news ; /PrivacyPolicy ; /TermsConditions ; /RefundCancellation';
    const missing = spec.split(' ; ').filter((path) => !findRoute(path));
    expect(missing).toEqual([]);
  });

  it('matches case-insensitively, so the spec links /News, /BEd and /DelEd work', () => {
    expect(findRoute('/News')?.module).toBe('News');
    expect(findRoute('/BEd')?.module).toBe('BedFaculty');
    expect(findRoute('/DelEd')?.module).toBe('DeledFaculty');
    expect(findRoute('/mission%26vision')?.module).toBe('MissionVision');
  });

  it('does not match unknown paths or deeper paths', () => {
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/news/extra')).toBeUndefined();
    expect(findRoute('/certificate')).toBeUndefined();
  });

  it('has unique paths', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds by lookup exactly what each route’s pattern matches, in the table’s order', () => {
    const paths = [
      '/',
      '/news',
      '/News/',
      '/hi',
      '/hi/',
      '/hi/news',
      '/NEWS//',
      '/certificate/1001',
      '/certificate/1001/',
    ];
    const entries = [
      ...paths,
      '/certificate/:roll',
      '/office/payments/:id',
      '/office/payments/report',
      '/Office/Payments/REPORT',
    ];
    const probes = [
      ...entries,
      ...entries.map((path) => `${path}/`),
      ...entries.map((path) => path.toUpperCase()),
      ...ROUTES.map((route) => route.path.replace(/:[^/]+/g, 'x')),
      '//',
      '',
      '/news/extra',
      '/certificate/',
      '/office/payments/report',
      '/ne\u212Aws',
      '/n\u0131ews',
    ];
    for (const table of [entries, ROUTES.map((route) => route.path)]) {
      const index = pathIndex(table, (path) => path);
      for (const probe of probes) {
        const byPattern = table.filter((path) => routePattern(path).test(probe));
        expect(index(probe), probe).toEqual(byPattern);
      }
    }
  });

  it('has a Hindi title for every public route, and none for a path it does not have', () => {
    const titled = Object.keys(HINDI_TITLES.hi);
    expect(HINDI_ROUTES.map((route) => route.path).filter((path) => !titled.includes(path))).toEqual([]);
    expect(titled.filter((path) => !HINDI_ROUTES.some((route) => route.path === path))).toEqual([]);
  });

  it('names a page in Hindi with the settings’ values, from the file as from a compiled language pack', () => {
    const admission = ROUTES.find((route) => route.path === '/admission')!;
    const fromFile = routeTitle(admission, 'hi');
    expect(fromFile).toBe(`प्रवेश आवेदन पत्र शैक्षणिक वर्ष ${ACADEMIC_YEAR}`);
    expect(routeTitle(admission, 'en')).toBe(`Admission Form A.Y. ${ACADEMIC_YEAR}`);
    // A built page's pack holds each title compiled; the catalogue object is the same one, filled in.
    const hindi = HINDI_TITLES.hi as Record<string, unknown>;
    const asInFile = { ...hindi };
    try {
      for (const [path, message] of Object.entries(asInFile)) hindi[path] = parse(message as string);
      expect(routeTitle(admission, 'hi')).toBe(fromFile);
      expect(
        routeTitle(
          ROUTES.find((route) => route.path === '/')!,
          'hi',
        ),
      ).toBe('मुखपृष्ठ');
    } finally {
      Object.assign(hindi, asInFile);
    }
  });
});
