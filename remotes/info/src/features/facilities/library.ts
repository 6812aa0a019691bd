/** Library facts from spec §9. Amounts are in rupees. */
export const LIBRARY = {
  approxBooks: 10_000,
  hours: { opens: '10 a.m.', closes: '4 p.m.' },
  /** Books a member may hold at one time. */
  borrowingLimits: [
    { member: 'Faculty member', books: 5 },
    { member: 'Non-teaching staff', books: 2 },
    { member: 'Student', books: 3 },
  ],
  overdueFinePerDay: 5,
  cardReplacementFee: 20,
  rulesPath: '/library-rules-and-regulations',
} as const;

/** "₹5", as the college writes amounts. */
export { rupees } from '@college/settings/format';
