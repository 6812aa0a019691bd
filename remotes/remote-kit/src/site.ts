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

/** tel: links want digits only (and a leading +); the page keeps the readable spacing. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export { officeHoursText } from '@college/settings/format';
