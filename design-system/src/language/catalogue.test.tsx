import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createElement, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { needsFormatter, translator, type Catalogue, type MessageValues } from './catalogue';

// Messages as the portal writes them: text, values, a choice, tags (running text and links).
const MESSAGES = {
  plain: 'Admissions are open',
  empty: '',
  value: 'Hello {name}, your roll number is {roll}',
  choice: '{kind, select, cash {Pay at the counter} upi {Payment claimed} other {Payment}} for {name}',
  rich: 'Read the <strong>prospectus</strong> before you <link>apply</link>.',
  nested: '<em>Note: <strong>{name}</strong></em>',
  node: 'See {place}',
  plural: 'You have {count, plural, one {# notice} other {# notices}}',
  amount: 'Fee {fee, number}',
};
const VALUES: MessageValues = {
  name: 'Asha',
  roll: 1234,
  kind: 'upi',
  link: (chunks: ReactNode[]) => createElement('a', { href: '/admission' }, ...chunks),
  place: <a href="/contact">the office</a>,
  count: 3,
  fee: 41000,
};
const compiled = Object.fromEntries(Object.entries(MESSAGES).map(([id, text]) => [id, parse(text)]));

const html = (node: ReactNode) => (typeof node === 'string' ? node : renderToStaticMarkup(<>{node}</>));

describe('catalogue formatting', () => {
  it('gives for every compiled message what FormatJS’s formatter gives, with or without values', () => {
    const { t } = translator({ en: compiled, hi: compiled } as unknown as Catalogue, 'en');
    for (const id of Object.keys(MESSAGES)) {
      const reference = new IntlMessageFormat(compiled[id], 'en-IN').format<ReactNode>({
        strong: (chunks: ReactNode[]) => createElement('strong', null, ...chunks),
        em: (chunks: ReactNode[]) => createElement('em', null, ...chunks),
        ...VALUES,
      } as never);
      const ours = t(id as never, VALUES);
      expect(html(ours), id).toBe(
        html(Array.isArray(reference) ? createElement('span', null, ...reference) : reference).replace(
          /^<span>(.*)<\/span>$/,
          '$1',
        ),
      );
      // Text stays text (an attribute or a title can take it).
      if (typeof reference === 'string') expect(typeof ours, id).toBe('string');
    }
    expect(t('plain' as never)).toBe('Admissions are open');
    expect(t('empty' as never)).toBe('');
    expect(t('choice' as never, { kind: 'cash', name: 'Ravi' })).toBe('Pay at the counter for Ravi');
    expect(t('choice' as never, { kind: 'dd', name: 'Ravi' })).toBe('Payment for Ravi');
  });

  it('puts rich text together as one element, not a list', () => {
    const { t } = translator({ en: compiled, hi: compiled } as unknown as Catalogue, 'en');
    const rich = t('rich' as never, VALUES);
    expect(isValidElement(rich)).toBe(true);
    expect(html(rich)).toBe('Read the <strong>prospectus</strong> before you <a href="/admission">apply</a>.');
  });

  it('leaves a message whose value is missing to the formatter, which names the message', () => {
    const { t } = translator({ en: compiled, hi: compiled } as unknown as Catalogue, 'en');
    // In a test build the formatter's error is logged and the id stands in for the text.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('value' as never, { name: 'Asha' })).toBe('value');
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/"roll" was not provided/);
    logged.mockRestore();
  });

  it('says which messages need the formatter (and the browser’s ICU data): numbers, dates, plurals', () => {
    const { plural, amount, ...plain } = compiled;
    expect(needsFormatter({ 'info:home': plain })).toBe(false);
    expect(needsFormatter({ 'info:home': plain, 'shell:footer': { plural } })).toBe(true);
    expect(needsFormatter({ x: { amount } })).toBe(true);
    expect(needsFormatter({ x: { date: parse('On {day, date, short}') } })).toBe(true);
  });
});
