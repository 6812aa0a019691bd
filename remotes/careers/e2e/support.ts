import { expect, type Page } from '@playwright/test';
import { SAVE_CAREER_PATH } from '@college/careers-service/contract';

/** A real 1x1 PNG and a small real PDF, as a photo and a CV. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * An application for Assistant Professor (B.A), Hindi (born 12-04-1990), sent as the form sends it,
 * with `fields` changed; a mobile number and e-mail of its own, as one post and subject takes one
 * application per person. Its number and access code.
 */
export async function applyByApi(
  page: Page,
  fields: Record<string, string> = {},
): Promise<{ application_no: string; access_code: string }> {
  const run = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-8);
  const response = await page.request.post(SAVE_CAREER_PATH, {
    multipart: {
      profile: 'Assistant Professor(B.A)',
      field: 'Hindi',
      name: 'Anita Sharma',
      fname: 'Ramesh Sharma',
      dob: '1990-04-12',
      gender: 'Female',
      nationality: 'Indian',
      category: 'OBC',
      mobile: `9${run}1`.slice(0, 10),
      email: `applicant-${run}@example.in`,
      paddress: 'House 12, Lanka',
      pstate: '9',
      pdistrict: '187',
      ppincode: '221005',
      caddress: 'House 12, Lanka',
      cstate: '9',
      cdistrict: '187',
      cpincode: '221005',
      qualification: JSON.stringify([
        { qualification: 'NET/Ph.D.', institute: 'UGC', year: '2018', subject: 'Hindi', mark: '72' },
      ]),
      experienceOption: 'Yes',
      experience: JSON.stringify([
        { position: 'Guest Lecturer', duration: 'Govt. Degree College, Varanasi', totalexp: '3 years' },
      ]),
      declaration: 'true',
      ...fields,
      photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG },
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}
