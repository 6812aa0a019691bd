/**
 * The modules this remote exposes, one per route the shell maps to it. A page not built yet points
 * at the coming-soon page; shipping it means pointing its entry at the real page.
 */
export const exposes: Record<string, string> = {
  './StudentData': './src/pages/coming-soon.tsx',
  './Attendance': './src/pages/coming-soon.tsx',
  './Timetable': './src/pages/coming-soon.tsx',
  './Faculty': './src/pages/coming-soon.tsx',
  './BedFaculty': './src/pages/bed-faculty-page.tsx',
  './DeledFaculty': './src/pages/deled-faculty-page.tsx',
  './NcteOrder': './src/pages/coming-soon.tsx',
  './AnnualReport': './src/pages/coming-soon.tsx',
  './Disciplinary': './src/pages/coming-soon.tsx',
  './FinancialDocument': './src/pages/financial-document-page.tsx',
};

/**
 * The page titles of the pages that show the shell's title (coming soon), for their prerendered HTML (the shell passes the same
 * titles at run time from its route table).
 */
export const prerenderProps: Record<string, { title: string }> = {
  StudentData: { title: 'Student Details' },
  Attendance: { title: 'Biometric Attendance Record' },
  Timetable: { title: 'Time Table / Academic Calendar' },
  Faculty: { title: 'Faculty' },
  NcteOrder: { title: 'NCTE Order' },
  AnnualReport: { title: 'Annual Report' },
  Disciplinary: { title: 'Disciplinary Cell' },
  BedFaculty: { title: 'B.ED. Faculty' },
  DeledFaculty: { title: 'D.EL.ED. Faculty' },
};
