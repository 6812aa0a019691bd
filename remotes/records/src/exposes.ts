/**
 * The modules this remote exposes, one per route the shell maps to it. A page not built yet points
 * at the coming-soon page; shipping it means pointing its entry at the real page.
 */
export const exposes: Record<string, string> = {
  './StudentData': './src/pages/student-data-page.tsx',
  './Attendance': './src/pages/attendance-page.tsx',
  './Timetable': './src/pages/timetable-page.tsx',
  './Faculty': './src/pages/coming-soon.tsx',
  './BedFaculty': './src/pages/bed-faculty-page.tsx',
  './DeledFaculty': './src/pages/deled-faculty-page.tsx',
  './NcteOrder': './src/pages/ncte-order-page.tsx',
  './AnnualReport': './src/pages/annual-report-page.tsx',
  './Disciplinary': './src/pages/disciplinary-page.tsx',
  './FinancialDocument': './src/pages/financial-document-page.tsx',
};

/**
 * The page titles of the pages that show the shell's title (coming soon), for their prerendered HTML (the shell passes the same
 * titles at run time from its route table).
 */
export const prerenderProps: Record<string, { title: string }> = {
  Faculty: { title: 'Faculty' },
  BedFaculty: { title: 'B.ED. Faculty' },
  DeledFaculty: { title: 'D.EL.ED. Faculty' },
};
