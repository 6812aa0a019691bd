import { describe, expect, it } from 'vitest';
import { indianNumber, rupees } from '../src/format';
import { rupeesInWords } from '../src/rupees-in-words';

describe('amounts written the Indian way', () => {
  it('group as the browser’s en-IN locale does: thousands, then lakhs and crores', () => {
    const values = [
      0, 7, 99, 999, 1000, 3500, 41000, 99999, 100000, 125000, 1234567, 12345678, 123456789, 1000000000, -5, -41000,
      -1234567,
    ];
    for (const value of values) expect(indianNumber(value), String(value)).toBe(value.toLocaleString('en-IN'));
    expect(indianNumber(1234567)).toBe('12,34,567');
  });

  it('leave fractions to the locale', () => {
    expect(indianNumber(41000.5)).toBe((41000.5).toLocaleString('en-IN'));
  });

  it('put the rupee sign before the amount', () => {
    expect(rupees(41000)).toBe('₹41,000');
    expect(rupees(125000)).toBe('₹1,25,000');
  });
});

describe('amounts in words, as a receipt writes them', () => {
  it.each([
    [0, 'Rupees Zero only'],
    [5, 'Rupees Five only'],
    [19, 'Rupees Nineteen only'],
    [45, 'Rupees Forty-Five only'],
    [305, 'Rupees Three Hundred Five only'],
    [2500, 'Rupees Two Thousand Five Hundred only'],
    [51_250, 'Rupees Fifty-One Thousand Two Hundred Fifty only'],
    [125_000, 'Rupees One Lakh Twenty-Five Thousand only'],
    [10_000_001, 'Rupees One Crore One only'],
    [
      1_234_567_890,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety only',
    ],
  ])('%i: %s', (amount, words) => expect(rupeesInWords(amount)).toBe(words));

  it('refuses what is no whole rupee amount', () => {
    for (const amount of [-1, 2.5, Number.NaN]) expect(() => rupeesInWords(amount)).toThrow(RangeError);
  });
});
