export { AnnualReportPage as default } from './document-list-page';
