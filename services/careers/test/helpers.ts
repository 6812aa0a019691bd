import type { FastifyInstance } from 'fastify';
import type { SigningKey } from '@college/service-kit';
import { PDFDocument } from 'pdf-lib';
import { formData, officeInjectFor, PNG } from '../../kit/test/helpers';
import { buildApp, type CareersAppOptions } from '../src/app';

export { filesUnder, formData, makeTempDir, PNG, postMultipart, removeDir, tableRows } from '../../kit/test/helpers';

/** A careers app on a real SQLite file in `dataDir`, without logging. */
export async function startCareers(
  dataDir: string,
  options: Partial<CareersAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, env: {}, ...options });
  await app.ready();
  return app;
}

export type Upload = { bytes: Uint8Array; name: string; type: string };
export type Entry = string | Upload;

/** A real one-page PDF. */
export async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/** A file that starts like `head` and is `size` bytes long in all. */
export const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

export const APPLICATION_QUALIFICATIONS = [
  { qualification: 'PG', institute: 'Banaras Hindu University', year: '2015', subject: 'Hindi', mark: '68.5' },
  { qualification: 'NET/Ph.D.', institute: 'UGC', year: '2018', subject: 'Hindi', mark: '72' },
];
export const APPLICATION_EXPERIENCE = [
  { position: 'Guest Lecturer', duration: 'Govt. Degree College, Varanasi', totalexp: '3 years' },
];

/** Every text field of a valid career application (the name padded: the form trims it). */
export const APPLICATION_TEXT = {
  profile: 'Assistant Professor(B.A)',
  field: 'Hindi',
  name: ' Anita Sharma ',
  fname: 'Ramesh Sharma',
  dob: '1990-04-12',
  gender: 'Female',
  nationality: 'Indian',
  category: 'OBC',
  mobile: '9876543210',
  email: 'anita@example.in',
  paddress: 'House 12, Lanka',
  pstate: '9',
  pdistrict: '187',
  ppincode: '221005',
  caddress: 'Near Gandhi Maidan',
  cstate: '10',
  cdistrict: '212',
  cpincode: '800001',
  qualification: JSON.stringify(APPLICATION_QUALIFICATIONS),
  experienceOption: 'Yes',
  experience: JSON.stringify(APPLICATION_EXPERIENCE),
  declaration: 'true',
};

/** A valid application as the browser form sends it (with `pdf` as the CV), changed by `overrides`. */
export function applicationForm(pdf: Uint8Array, overrides: Record<string, Entry | Entry[] | undefined> = {}) {
  return formData({
    ...APPLICATION_TEXT,
    photo: { bytes: PNG, name: 'photo.png', type: 'image/png' },
    cv: { bytes: pdf, name: 'cv.pdf', type: 'application/pdf' },
    ...overrides,
  });
}

/** A call through the office door of the careers service, by default as the committee's clerk ravi.r. */
export const officeInject = (app: FastifyInstance, key: SigningKey, request: Parameters<typeof officeInjectFor>[3]) =>
  officeInjectFor('careers', app, key, { username: 'ravi.r', ...request });
