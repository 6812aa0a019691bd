/** The lists of public documents: NCTE orders, disciplinary notices and annual reports. */
import type { FastifyPluginAsync } from 'fastify';
import { ANNUAL_REPORT_PATH, DISCIPLINARY_PATH, NCTE_ORDER_PATH } from '../../contract';
import { fileUrl } from '../../documents/store';

const documentRoutes: FastifyPluginAsync = async (fastify) => {
  const { records } = fastify;

  const documents = (rows: { title: string; file: string }[]) => ({
    data: rows.map((row) => ({ title: row.title, file: fileUrl(row.file) })),
  });
  fastify.get(NCTE_ORDER_PATH, async () => documents(records.ncteOrders()));
  fastify.get(DISCIPLINARY_PATH, async () => documents(records.disciplinary()));
  fastify.get(ANNUAL_REPORT_PATH, async () => ({
    data: records.annualReports().map((row) => ({
      fin_year: row.fin_year,
      balance_report: fileUrl(row.balance_report),
      income_report: fileUrl(row.income_report),
      receipt_report: fileUrl(row.receipt_report),
    })),
  }));
};

export default documentRoutes;
