/** The modules this remote exposes, one per route the shell maps to it (each a page's default export). */
export const exposes: Record<string, string> = {
  './StudentData': './src/pages/student-data-page.tsx',
  './Attendance': './src/pages/attendance-page.tsx',
  './Timetable': './src/pages/timetable-page.tsx',
  './Faculty': './src/pages/faculty-page.tsx',
  './BedFaculty': './src/pages/bed-faculty-page.tsx',
  './DeledFaculty': './src/pages/deled-faculty-page.tsx',
  './NcteOrder': './src/pages/ncte-order-page.tsx',
  './AnnualReport': './src/pages/annual-report-page.tsx',
  './Disciplinary': './src/pages/disciplinary-page.tsx',
  './FinancialDocument': './src/pages/financial-document-page.tsx',
  // The content editor's records office.
  './OfficeRecords': './src/pages/office-records-page.tsx',
  './OfficeRecordsDataset': './src/pages/office-dataset-page.tsx',
};
