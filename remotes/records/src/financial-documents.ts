/** The financial statements published as PDFs (spec §2), by the `document` prop the shell passes. */
export const FINANCIAL_DOCUMENTS: Record<string, string> = {
  balancesheet2022: 'Balance Sheet 2022',
  balancesheet2023: 'Balance Sheet 2023',
  incomeexpenditure2022: 'Income Expenditure 2022',
  incomeexpenditure2023: 'Income Expenditure 2023',
  receiptpayment2022: 'Receipt Payment 2022',
  receiptpayment2023: 'Receipt Payment 2023',
};
