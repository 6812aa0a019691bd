// Test data for the recruitment office's pages (not shipped: only *.test.tsx files import this).
import type { CareerApplicationDetail, CareerListRow, OfficeWindow } from '@college/careers-service/office/recruitment';
import { LIST_PAGE_SIZE } from '@college/careers-service/office/recruitment';

export const listRow = (n: number, extra: Partial<CareerListRow> = {}): CareerListRow => ({
  application_no: `REC2025-${String(n).padStart(6, '0')}`,
  name: `Applicant ${n}`,
  profile: 'Assistant Professor(B.A)',
  subject: 'Hindi',
  category: 'OBC',
  qualification: 'NET/Ph.D.',
  experience: 'Yes',
  state: 'Uttar Pradesh',
  mobile: '9876543210',
  status: 'received',
  submitted_at: '2025-07-02T10:15:00.000Z',
  ...extra,
});

export const listPage = (rows: CareerListRow[], total = rows.length, page = 1) => ({
  result: 'success',
  data: { rows, total, page, page_size: LIST_PAGE_SIZE, pages: Math.ceil(total / LIST_PAGE_SIZE) },
});

export const APPLICATION: CareerApplicationDetail = {
  application_no: 'REC2025-000001',
  submitted_at: '2025-07-02T10:15:00.000Z',
  profile: 'Assistant Professor(B.A)',
  subject: 'Hindi',
  name: 'Anita Sharma',
  fname: 'Ramesh Sharma',
  dob: '1990-04-12',
  gender: 'Female',
  nationality: 'Indian',
  category: 'OBC',
  mobile: '9876543210',
  email: 'anita@example.in',
  permanent_address: 'House 12, Lanka, Varanasi, Uttar Pradesh, 221005',
  correspondence_address: 'Near Gandhi Maidan, Patna, Bihar, 800001',
  qualifications: [
    { qualification: 'PG', institute: 'Banaras Hindu University', year: '2015', subject: 'Hindi', mark: '68.5' },
    { qualification: 'NET/Ph.D.', institute: 'UGC', year: '2018', subject: 'Hindi', mark: '72' },
  ],
  experience_option: 'Yes',
  experiences: [{ position: 'Guest Lecturer', duration: 'Govt. Degree College, Varanasi', totalexp: '3 years' }],
  photo_url: '/api/v1/office/careers/applications/REC2025-000001/photo',
  cv_url: '/api/v1/office/careers/applications/REC2025-000001/cv',
  status: 'received',
  status_reason: null,
  reviewed_at: null,
  reviewed_by: null,
  reviewed_by_name: null,
  call_letters: [],
  version: 0,
};

export const SETTINGS_WINDOW: OfficeWindow = {
  opens: '2025-07-01',
  closes: '2025-08-10',
  interview_date: '2025-08-14',
  interview_time: '10:00',
  source: 'settings',
  version: 0,
  updated_at: null,
  updated_by: null,
  settings: { opens: '2025-07-01', closes: '2025-08-10', interview_date: '2025-08-14', interview_time: '10:00' },
};
