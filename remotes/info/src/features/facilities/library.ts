/** Library facts: books, borrowing limits, fines. Amounts are in rupees. */
export const LIBRARY = {
  approxBooks: 10_000,
  /** Books a member may hold at one time. */
  borrowingLimits: [
    { member: { en: 'Faculty member', hi: 'शिक्षक' }, books: 5 },
    { member: { en: 'Non-teaching staff', hi: 'शिक्षणेतर कर्मचारी' }, books: 2 },
    { member: { en: 'Student', hi: 'विद्यार्थी' }, books: 3 },
  ],
  overdueFinePerDay: 5,
  cardReplacementFee: 20,
  rulesPath: '/library-rules-and-regulations',
} as const;

/** "₹5", as the college writes amounts. */
export { rupees } from '@college/settings/format';
