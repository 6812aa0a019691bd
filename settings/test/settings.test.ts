import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import bundled from '@college/settings/college.json' with { type: 'json' };
import {
  type CollegeSettings,
  demoDay,
  demoWarning,
  loadSettings,
  parseSettings,
  placeDemoDates,
  settingsAlias,
  settingsFile,
} from '../src/node';
import { LIVE_SETTINGS_FILE, TEST_SETTINGS_FILE } from './fixture';
// Edits start from the test fixture, not the live file, whose values are the college's to change.
import demo from './fixtures/college.test.json';

type Json = Record<string, unknown>;

/** The fixture with one value replaced (path as in the file), or removed with `undefined`. */
function withValue(dotted: string, value: unknown): Json {
  const copy = structuredClone(demo) as Json;
  const keys = dotted.split('.');
  let target = copy as Json;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  if (value === undefined) delete target[keys.at(-1)!];
  else target[keys.at(-1)!] = value;
  return copy;
}

const problemsOf = (input: unknown) => {
  try {
    parseSettings(input, 'settings/college.json');
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  return [];
};

describe('college settings', () => {
  it('accepts the live settings/college.json, whatever college it holds', () => {
    expect(loadSettings(LIVE_SETTINGS_FILE).file).toBe(LIVE_SETTINGS_FILE);
  });

  it('places a demo file around one day per test run, pinned by the global setup and seen by every worker', () => {
    expect(process.env.COLLEGE_DEMO_DAY).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(demoDay()).toBe(process.env.COLLEGE_DEMO_DAY);
    expect(loadSettings().settings).toEqual(placeDemoDates(demo as CollegeSettings, process.env.COLLEGE_DEMO_DAY!));
  });

  it('takes the demo day from COLLEGE_DEMO_DAY, today without it, and refuses one that is not a day', () => {
    expect(demoDay({ COLLEGE_DEMO_DAY: '2026-12-07' })).toBe('2026-12-07');
    expect(demoDay({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => demoDay({ COLLEGE_DEMO_DAY: '2026-02-30' })).toThrow(
      'COLLEGE_DEMO_DAY=2026-02-30: not a day written YYYY-MM-DD',
    );
  });

  it('runs the tests on the fixture (vitest.config.ts), marked as demo, unchanged by parsing but for its placed dates', () => {
    const { settings, file } = loadSettings();
    expect(file).toBe(TEST_SETTINGS_FILE);
    expect(settings.demo).toBe(true);
    expect(settings).toEqual(placeDemoDates(demo as CollegeSettings, demoDay()));
    // The bundled (unparsed) value is the same as the checked one.
    expect(bundled).toEqual(settings);
    expect(demoWarning(loadSettings())).toMatch(/^settings\/test\/fixtures\/college\.test\.json holds demo values/);
  });

  it.each([
    ['admission.registration.closes', '2025-04-30', 'must be a date YYYY-MM-DD on or after opens'],
    ['admission.registration.opens', '01-05-2025', 'must be a date YYYY-MM-DD'],
    ['recruitment.closes', '2025-02-29', 'must be a date YYYY-MM-DD'],
    ['recruitment.interview.date', '2025-08-01', 'must be a date YYYY-MM-DD on or after closes'],
    ['contact.phone', '98765', 'must be a phone number such as +91 98765 43210 or 1800-180-5522 (10 to 13 digits)'],
    [
      'helplines.admission',
      '+91 98765 4321O',
      'must be a phone number such as +91 98765 43210 or 1800-180-5522 (10 to 13 digits)',
    ],
    ['address.pin', '22100', 'must be a 6-digit PIN code, e.g. 221001'],
    ['address.pin', 221001, 'must be a 6-digit PIN code in quotes'],
    ['contact.email', 'office at college', 'must be an e-mail address such as office@college.ac.in'],
    ['contact.officeHours.closes', '09:00', 'must be a time after opens'],
    ['fees.bed.year1', '51,250', 'must be a number of rupees without quotes or commas, e.g. 51250'],
    ['fees.deled.perYear', 41000, 'atAllotment and atCollege must add up to perYear'],
    ['admission.year', '2025-27', 'must be two years in a row, e.g. 2025-26'],
    ['upiId', 'college', 'must be a UPI id such as college@sbi'],
    [
      'designer.href',
      'javascript:alert(1)',
      'must be a page of this site starting with / (e.g. /contact) or an https:// address',
    ],
    ['name', ' ', 'must not be empty'],
    ['demo', 'yes', 'must be true or false, without quotes'],
    ['news.newForDays', 0, 'must be at least 1'],
    ['admission.courses', [], 'must have at least one course'],
    ['admission.vocational', ['Tally', 'tally'], 'must not name a subject twice'],
  ])('%s = %j: names the field and the problem', (field, value, message) => {
    const where = field === 'fees.deled.perYear' ? 'fees.deled.firstYear' : field;
    expect(problemsOf(withValue(field, value))).toEqual([`settings/college.json: ${where}: ${message}`]);
  });

  it('takes the reservation shares of the reserved categories (whole percents, at most 100 in all) and the fee rule, both optional', () => {
    expect(problemsOf(withValue('admission.reservation', undefined))).toEqual([]);
    expect(problemsOf(withValue('admission.reservation', { SC: 21, ST: 2, OBC: 27, 'GEN-EWS': 10 }))).toEqual([]);
    expect(problemsOf(withValue('admission.reservation', { SC: 15 }))).toEqual([]);
    expect(problemsOf(withValue('admission.admitRequiresVerifiedFee', true))).toEqual([]);
    expect(problemsOf(withValue('admission.reservation', { SC: 21.5 }))).toEqual([
      'settings/college.json: admission.reservation.SC: must be a whole percent',
    ]);
    expect(problemsOf(withValue('admission.reservation', { OBC: '27' }))).toEqual([
      'settings/college.json: admission.reservation.OBC: must be a whole percent without quotes, e.g. 21',
    ]);
    // General is unreserved: it takes what the others leave, and has no share of its own.
    expect(problemsOf(withValue('admission.reservation', { General: 40 }))).toEqual([
      'settings/college.json: admission.reservation.General: is not a known setting (check the spelling)',
    ]);
    expect(problemsOf(withValue('admission.reservation', { SC: 50, OBC: 40, 'GEN-EWS': 20 }))).toEqual([
      'settings/college.json: admission.reservation: the shares must add up to at most 100 (General, unreserved, takes the rest)',
    ]);
    expect(problemsOf(withValue('admission.admitRequiresVerifiedFee', 'yes'))).toEqual([
      'settings/college.json: admission.admitRequiresVerifiedFee: must be true or false, without quotes',
    ]);
  });

  it('requires the Hindi text: every public page has a Hindi twin', () => {
    expect(problemsOf(withValue('hi', undefined))).toEqual([expect.stringMatching(/^settings\/college\.json: hi: /)]);
  });

  it('names a wrong course by its position: level, fee, seats, twice the same id', () => {
    const courses = structuredClone(demo.admission.courses) as Json[];
    courses[0].level = 'graduate';
    courses[1].fee = 0;
    delete courses[0].seats;
    courses[2].id = courses[1].id;
    expect(problemsOf({ ...demo, admission: { ...demo.admission, courses } })).toEqual([
      'settings/college.json: admission.courses[0].level: must be "undergraduate" or "postgraduate"',
      'settings/college.json: admission.courses[1].fee: must be more than 0',
    ]);
    courses[0].level = 'undergraduate';
    courses[1].fee = 4200;
    expect(problemsOf({ ...demo, admission: { ...demo.admission, courses } })).toEqual([
      'settings/college.json: admission.courses[0].seats: must be given for the course, or else for every subject (not both)',
      'settings/college.json: admission.courses: must not use a course id twice',
    ]);
  });

  it('names a wrong value inside a list by its position', () => {
    const sites = structuredClone(demo.outsideSites);
    sites[1].href = 'http://www.ugc.gov.in/';
    expect(problemsOf({ ...demo, outsideSites: sites })).toEqual([
      'settings/college.json: outsideSites[1].href: must be a full web address starting with https://',
    ]);
  });

  it('refuses a missing or misspelt key and lists every problem at once', () => {
    const input = { ...withValue('contact.phone', undefined), phnoe: '+91 98765 43210' };
    expect(problemsOf(input)).toEqual([
      'settings/college.json: contact.phone: is missing',
      'settings/college.json: phnoe: is not a known setting (check the spelling)',
    ]);
  });

  it("gives news items their 'new' mark for 30 days when the file does not say", () => {
    expect(parseSettings(withValue('news', undefined), 'x').news.newForDays).toBe(30);
    expect(parseSettings(withValue('news', {}), 'x').news.newForDays).toBe(30);
  });
});

describe('another settings file (COLLEGE_SETTINGS)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'college-settings-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is the file the environment names, checked and aliased for the bundle', async () => {
    const file = path.join(dir, 'college.json');
    await writeFile(file, JSON.stringify({ ...demo, demo: false, name: 'Adarsh Mahila Mahavidyalaya' }));
    expect(settingsFile({ COLLEGE_SETTINGS: file })).toBe(file);
    expect(settingsFile({})).toBe(path.resolve(import.meta.dirname, '../college.json'));
    const loaded = loadSettings(file);
    expect(loaded.settings.name).toBe('Adarsh Mahila Mahavidyalaya');
    expect(demoWarning(loaded)).toBeUndefined();
    expect(settingsAlias(file)).toEqual({ '@college/settings/college.json$': file });
  });

  it('bundles a demo file with its dates placed around the day of the build, a copy the browser shows as the services do', async () => {
    const file = path.join(dir, 'college.json');
    await writeFile(file, JSON.stringify(demo));
    const copy = settingsAlias(file, '2026-11-23')['@college/settings/college.json$'];
    expect(copy).not.toBe(file);
    const bundled = JSON.parse(await readFile(copy, 'utf8'));
    expect(bundled).toEqual(JSON.parse(JSON.stringify(loadSettings(file, '2026-11-23').settings)));
    expect(bundled.admission.registration).toEqual({ opens: '2026-11-03', closes: '2027-01-02' });
  });

  it('stops with the file name and the field when a value is wrong', async () => {
    const file = path.join(dir, 'college.json');
    await writeFile(file, JSON.stringify(withValue('admission.registration.closes', '2025-13-01')));
    expect(() => settingsAlias(file)).toThrow(`${file}: admission.registration.closes: must be a date YYYY-MM-DD`);
  });

  it('says when the file is missing or not JSON', async () => {
    const file = path.join(dir, 'college.json');
    expect(() => loadSettings(file)).toThrow(`${file}: cannot read the college settings`);
    await writeFile(file, '{ "name": "x", }');
    expect(() => loadSettings(file)).toThrow(`${file}: is not valid JSON`);
  });
});

describe('demo dates', () => {
  const fixture = demo as CollegeSettings;

  it('open both windows around the day of loading, interview after the close, year and title to match', () => {
    const placed = placeDemoDates(fixture, '2026-11-23');
    expect(placed.admission.registration).toEqual({ opens: '2026-11-03', closes: '2027-01-02' });
    expect(placed.admission.year).toBe('2026-27');
    expect(placed.recruitment).toEqual({
      title: 'Recruitment 2026',
      opens: '2026-11-03',
      closes: '2027-01-02',
      // As many days after the close as in the file (10-08 to 14-08).
      interview: { date: '2027-01-06', time: fixture.recruitment.interview.time },
    });
    // The Hindi pages name the same recruitment.
    expect(fixture.hi.recruitmentTitle).toBe('भर्ती 2025');
    expect(placed.hi.recruitmentTitle).toBe('भर्ती 2026');
    // Nothing else moves.
    expect({ ...placed, admission: fixture.admission, recruitment: fixture.recruitment, hi: fixture.hi }).toEqual(
      fixture,
    );
  });

  it('give a spring registration the academic year it admits to', () => {
    expect(placeDemoDates(fixture, '2027-05-10').admission.year).toBe('2027-28');
    expect(placeDemoDates(fixture, '2027-03-10').admission.year).toBe('2027-28');
    expect(placeDemoDates(fixture, '2027-01-10').admission.year).toBe('2026-27');
  });

  it("leave a college's own file (demo: false) exactly as written", () => {
    const own = { ...fixture, demo: false };
    expect(placeDemoDates(own, '2026-11-23')).toBe(own);
    expect(parseSettings(own, 'x').admission.registration).toEqual(fixture.admission.registration);
  });
});
