import { SETTINGS } from '@college/settings';
import { addressLines, postalAddress } from '@college/settings/format';

const { contact } = SETTINGS;

/**
 * The college's own details, shown in the header, footer and pages. They come from the settings
 * file (settings/college.json, bundled at build time); this is the shape the pages read.
 */
export const SITE = {
  name: SETTINGS.name,
  tagline: SETTINGS.tagline,
  /** The full postal address on one line, PIN last. */
  address: postalAddress(SETTINGS.address),
  /** The same address, one line per entry, for an <address> block. */
  addressLines: addressLines(SETTINGS.address),
  phone: contact.phone,
  email: contact.email,
  officeHours: contact.officeHours,
  designer: SETTINGS.designer,
  helplines: { admission: SETTINGS.helplines.admission, technical: SETTINGS.helplines.technical },
  /** The national anti-ragging helpline (toll free). */
  antiRagging: { helpline: SETTINGS.helplines.nationalAntiRagging.phone, email: SETTINGS.helplines.nationalAntiRagging.email },
  officers: SETTINGS.officers,
  outsideSites: SETTINGS.outsideSites,
  upiId: SETTINGS.upiId,
  fees: SETTINGS.fees,
  admission: SETTINGS.admission,
  recruitment: SETTINGS.recruitment,
  news: SETTINGS.news,
} as const;

export type Site = typeof SITE;

/**
 * The college's details in a language. Hindi takes the settings' Hindi text (settings `hi`) where
 * it is given and the English value elsewhere (a phone number, an e-mail address).
 */
export function siteFor(lang: 'en' | 'hi'): Site {
  return lang === 'hi' ? HINDI_SITE : SITE;
}

const hindi = SETTINGS.hi;
// The settings' Hindi text over the English values; where the settings give none, the English.
const HINDI_SITE: Site = hindi
  ? {
      ...SITE,
      name: hindi.name,
      tagline: hindi.tagline,
      address: postalAddress({ ...SETTINGS.address, ...hindi.address }),
      addressLines: addressLines({ ...SETTINGS.address, ...hindi.address }),
      officeHours: { ...SITE.officeHours, days: hindi.officeHoursDays },
      officers: {
        grievance: { ...SITE.officers.grievance, ...hindi.officers.grievance },
        antiRagging: { ...SITE.officers.antiRagging, ...hindi.officers.antiRagging },
      },
      outsideSites: SITE.outsideSites.map((site, i) => ({ ...site, name: hindi.outsideSites[i] ?? site.name })),
      designer: { ...SITE.designer, label: hindi.designerLabel },
      recruitment: { ...SITE.recruitment, title: hindi.recruitmentTitle },
    }
  : SITE;

/**
 * A name the settings hold (a course, a subject) as a page in `lang` shows it. Forms keep sending
 * the English name (it is what the services store); only the label changes.
 */
export function nameIn(name: string, lang: 'en' | 'hi'): string {
  return lang === 'hi' ? (hindi?.names[name] ?? name) : name;
}

/** tel: links want digits only (and a leading +); the page keeps the readable spacing. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export { officeHoursText } from '@college/settings/format';
