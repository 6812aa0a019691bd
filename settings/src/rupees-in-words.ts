/**
 * Amounts in words, as a receipt writes them. Its own module: only the office's receipt slip needs
 * it, and a module shared with the public pages would carry it into their first load.
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: "Forty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** 0–999 in words: "Three Hundred Five". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, the Indian way: crore, lakh, thousand, hundred ("" for 0). */
function inWords(n: number): string {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${inWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole rupee amount as a receipt writes it in words, the Indian way (crore, lakh, thousand):
 * 2500 → "Rupees Two Thousand Five Hundred only", 125000 → "Rupees One Lakh Twenty-Five Thousand only".
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole rupee amount: ${amount}`);
  return `Rupees ${amount === 0 ? 'Zero' : inWords(amount)} only`;
}
