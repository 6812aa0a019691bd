/**
 * The admission form as the benchmarks send it (admissions.ts, rss.ts, inbox.ts, hostile-uploads.ts): a
 * complete application with 8 real files near each field's limit, through the gateway.
 */
import http from 'node:http';
import { PDF as SMALL_PDF, randomJpeg, randomPng } from '../../services/kit/test/fixture-files';
import { verhoeffDigit } from '../../services/admissions/src/contract';

// Real files near each field's limit: the service decodes every image and parses every PDF.
// The PDF is a real one-page document padded after its end to 1 MB, like a scanned certificate.
export const PDF = Buffer.concat([SMALL_PDF, Buffer.alloc(1000 * 1000 - SMALL_PDF.length, 0x20)]);
export const JPEG = Buffer.from(await randomJpeg(330, 330));
export const PNG = randomPng(96, 112);
/** Bytes of files in one form. */
export const FORM_FILE_BYTES = 6 * PDF.length + JPEG.length + PNG.length;

type Lookup = { id: number; name?: string; state_name?: string; course?: string; subject?: string };
async function list(base: string, call: string): Promise<Lookup[]> {
  const response = await fetch(`${base}/api/v1/student/${call}`);
  if (!response.ok) throw new Error(`${call}: ${response.status}`);
  return ((await response.json()) as { data: Lookup[] }).data;
}

/** Ids of a real place, course and majors, from the portal's look-ups. */
export async function admissionChoices(base: string): Promise<Record<string, string>> {
  const state = (await list(base, 'getAllState')).find((entry) => entry.state_name === 'Uttar Pradesh')!;
  const district = (await list(base, `getDistrictByStateId?id=${state.id}`))[0];
  const subDistrict = (await list(base, `getSubDistrictByDistrictId?id=${district.id}`))[0];
  const course = (await list(base, 'getAllCourse')).find((entry) => entry.course === 'B.A.')!;
  const majors = await list(base, `getAllMajorSubjectByCourse?id=${course.id}`);
  return {
    state: String(state.id),
    city: String(district.id),
    district: String(subDistrict.id),
    course: String(course.id),
    major_subfirst: String(majors[0].id),
    major_secund: String(majors[1].id),
    major_theard: String(majors[2].id),
    minor_sub: '0',
    cocurricular_sub: '0',
    vocational_sub: '0',
  };
}

/** Applicant `n` (1 to 676: names are letters only, AA to ZZ), a different person each. */
export function admissionForm(n: number, choices: Record<string, string>): FormData {
  const first11 = `3${String(n).padStart(4, '0')}${String(Date.now()).slice(-6)}`;
  const body = new FormData();
  const fields: Record<string, string> = {
    fname: `Applicant ${String.fromCharCode(65 + Math.floor((n - 1) / 26))}${String.fromCharCode(65 + ((n - 1) % 26))}`,
    father_fname: 'Ramesh Kumar',
    mother_fname: 'Sunita Devi',
    dob: '2006-05-14',
    gender: 'Female',
    adhar_num: first11 + verhoeffDigit(first11),
    mobile: `9${String(n).padStart(9, '0')}`,
    email: `applicant${n}@example.org`,
    category: 'SC',
    caste_no: `SC/2024/${n}`,
    issue_date: '2024-03-11',
    religion: 'Hindu',
    marital: 'Unmarried',
    address: 'Village Rampur, Post Sarai',
    pincode: '221005',
    handicap: 'No',
    tc: 'Available',
    qual_board: 'Board of High School and Intermediate Education, U.P.',
    qual_year: '2024',
    qual_roll: `2412/${n}`,
    qual_marks: '412',
    qual_max: '500',
    idempotency_key: `bench-${n}-${Date.now()}`,
    ...choices,
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('photo', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
  body.set('signature', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  for (const name of ['highschool', 'inter', 'adhar', 'domicile', 'caste', 'transfer']) {
    body.set(name, new Blob([PDF], { type: 'application/pdf' }), `${name}.pdf`);
  }
  return body;
}

/**
 * A form's body as the bytes a browser sends, encoded ahead of the timed part, and sent with
 * `postBytes`. Node's fetch encodes a FormData body, and copies any other body chunk by chunk, in
 * unbroken runs of promise callbacks: fifty 6 MB forms sent at once held the bench's own process for
 * seconds, so the other requests it had started in the same moment reached the portal late and
 * timed out at the bench's end, not the portal's.
 */
export async function encodedForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** POSTs the bytes as they are (Node's HTTP client writes them to the socket, no copy); the answer's status, or 0 on failure. */
export function postBytes(
  url: string,
  { body, contentType }: { body: Buffer; contentType: string },
  timeoutMs: number,
) {
  return new Promise<number>((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': body.length },
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}
