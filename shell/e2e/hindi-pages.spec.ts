import { expect, test } from '@playwright/test';
import { HINDI_ROUTES } from '../src/routes/route-table';

/**
 * Issue 23: every public page has a Hindi address whose first response is Hindi: <html lang="hi">,
 * and no English left in what a reader sees, outside passages marked lang="en" (a name written in
 * English, the switch's "English") and the fixed codes of the spec (all capitals or dotted
 * abbreviations such as NCTE, B.Ed., UPI; e-mail and web addresses).
 */

const SAMPLE_ROLL = '1001';
const HINDI_PATHS = HINDI_ROUTES.map(
  (route) => `/hi${route.path === '/' ? '/' : route.path.replace(':roll', SAMPLE_ROLL)}`,
);

/** What a reader sees in the HTML: no scripts, styles, comments or tags; passages in English cut out. */
function visibleText(html: string): string {
  let body = html.slice(html.indexOf('<body'));
  body = body
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  // Elements marked as English (lang="en"), innermost first, until none is left.
  const english = /<([a-z0-9]+)\b[^>]*\slang="en"[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1>/i;
  while (english.test(body)) body = body.replace(english, ' ');
  const attributes = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/gi)].map((m) => m[1]);
  const text = body.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes].join(' ').replace(/&[a-z#0-9]+;/gi, ' ');
}

/** English words left in a Hindi page: words of three letters or more with a lower-case letter. */
function englishWords(text: string): string[] {
  const cleaned = text
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\bwww\.\S+/g, ' ');
  return [...new Set(cleaned.match(/\b[A-Za-z]*[a-z][A-Za-z]{2,}\b/g) ?? [])].filter(
    (word) => !/^[A-Z][a-z]?$/.test(word),
  );
}

test.describe('Hindi pages (first response)', () => {
  for (const path of HINDI_PATHS) {
    test(`${path} is Hindi`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      expect(html).toContain(`hreflang="en"`);
      expect(englishWords(visibleText(html)), `English words on ${path}`).toEqual([]);
    });
  }
});
