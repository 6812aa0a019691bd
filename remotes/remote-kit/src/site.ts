// The settings file itself (bundled at build time, checked by the build: `settingsAlias`). Read it
// here only through plain member chains (`settings.admission.year`), each inside a pure-marked
// `derive`: the bundler then keeps only the parts a build really reads, so the shell's entry does not
// carry the admission courses or the Hindi course names that only some pages show.
import settings from '@college/settings/college.json' with { type: 'json' };
import { DEFAULT_NEW_FOR_DAYS, type CollegeSettings } from '@college/settings';
import { addressLines, postalAddress } from '@college/settings/format';

type Lang = 'en' | 'hi';

/** Evaluates once at start; marked pure where used, so a build that never reads the value drops it. */
const derive = <T>(make: () => T): T => make();

/**
 * The college's own details, shown in the header, footer and pages. They come from the settings
 * file (settings/college.json, bundled at build time); this is the shape the pages read.
 */
export const SITE = /* @__PURE__ */ derive(() => ({
  name: settings.name,
  tagline: settings.tagline,
  /** The full postal address on one line, PIN last. */
  address: postalAddress(settings.address),
  /** The same address, one line per entry, for an <address> block. */
  addressLines: addressLines(settings.address),
  phone: settings.contact.phone,
  email: settings.contact.email,
  officeHours: settings.contact.officeHours,
  designer: settings.designer,
  helplines: { admission: settings.helplines.admission, technical: settings.helplines.technical },
  /** The national anti-ragging helpline (toll free). */
  antiRagging: {
    helpline: settings.helplines.nationalAntiRagging.phone,
    email: settings.helplines.nationalAntiRagging.email,
  },
  officers: settings.officers as CollegeSettings['officers'],
  outsideSites: settings.outsideSites as CollegeSettings['outsideSites'],
}));

export type Site = typeof SITE;

// The settings' Hindi text over the English values (a phone number, an e-mail address stay).
// The schema requires the `hi` block: every public page has a Hindi twin.
const HINDI_SITE: Site = /* @__PURE__ */ derive(() => {
  const address = {
    ...settings.address,
    lines: settings.hi.address.lines,
    district: settings.hi.address.district,
    state: settings.hi.address.state,
  };
  return {
    ...SITE,
    name: settings.hi.name,
    tagline: settings.hi.tagline,
    address: postalAddress(address),
    addressLines: addressLines(address),
    officeHours: { ...SITE.officeHours, days: settings.hi.officeHoursDays },
    officers: {
      grievance: { ...SITE.officers.grievance, ...settings.hi.officers.grievance },
      antiRagging: { ...SITE.officers.antiRagging, ...settings.hi.officers.antiRagging },
    },
    outsideSites: SITE.outsideSites.map((site, i) => ({
      ...site,
      name: (settings.hi.outsideSites as string[])[i] ?? site.name,
    })),
    designer: { ...SITE.designer, label: settings.hi.designerLabel },
  };
});

/** The college's details in a language. */
export function siteFor(lang: Lang): Site {
  return lang === 'hi' ? HINDI_SITE : SITE;
}

/** The admission session: its year, registration window, courses and subjects. */
export const ADMISSION = /* @__PURE__ */ derive(() => settings.admission as CollegeSettings['admission']);

/** The academic year of the admission session ("2026-27"), without the rest of the session. */
export const ACADEMIC_YEAR: string = /* @__PURE__ */ derive(() => settings.admission.year);

/** What an admitted applicant's letter says: the day to report from and the originals to bring; undefined if not set. */
export const REPORTING = /* @__PURE__ */ derive(
  () => settings.admission.reporting as CollegeSettings['admission']['reporting'],
);

/** The fees the course pages state. */
export const FEES = /* @__PURE__ */ derive(() => settings.fees as CollegeSettings['fees']);

/** The state bodies that allot B.Ed. and D.El.Ed. seats through their counselling; undefined if not set. */
export const COUNSELLING = /* @__PURE__ */ derive(() => settings.counselling as CollegeSettings['counselling']);

/** Where applicants pay by UPI. */
export const UPI_ID: string = /* @__PURE__ */ derive(() => settings.upiId);

/** Days a news item keeps its 'new' mark. */
export const NEWS_NEW_FOR_DAYS: number = /* @__PURE__ */ derive(
  () => (settings as { news?: { newForDays?: number } }).news?.newForDays ?? DEFAULT_NEW_FOR_DAYS,
);

/** The recruitment's window and interview, with its title in a language. */
export function recruitmentIn(lang: Lang): CollegeSettings['recruitment'] {
  return lang === 'hi' ? HINDI_RECRUITMENT : RECRUITMENT;
}

export const RECRUITMENT = /* @__PURE__ */ derive(() => settings.recruitment as CollegeSettings['recruitment']);
const HINDI_RECRUITMENT = /* @__PURE__ */ derive(() => ({ ...RECRUITMENT, title: settings.hi.recruitmentTitle }));

/** The recruitment's title alone (the route table's), without its dates. */
export function recruitmentTitle(lang: Lang): string {
  return lang === 'hi' ? settings.hi.recruitmentTitle : settings.recruitment.title;
}

/**
 * A name the settings hold (a course, a subject) as a page in `lang` shows it. Forms keep sending
 * the English name (it is what the services store); only the label changes.
 */
export function nameIn(name: string, lang: Lang): string {
  return lang === 'hi' ? ((settings.hi.names as Record<string, string> | undefined)?.[name] ?? name) : name;
}

/** tel: links want digits only (and a leading +); the page keeps the readable spacing. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export { officeHoursText } from '@college/settings/format';
