import type { CollegeSettings } from './schema';

/** Settings written out for people. No valibot here: this module goes into browser bundles. */

type Address = CollegeSettings['address'];
type OfficeHours = CollegeSettings['contact']['officeHours'];

/** The full postal address, one entry per line, PIN last: "District, State 221001". */
export function addressLines(address: Address): string[] {
  return [...address.lines, `${address.district}, ${address.state} ${address.pin}`];
}

/** The full postal address on one line. */
export function postalAddress(address: Address): string {
  return addressLines(address).join(', ');
}

/** "Monday to Saturday, 09:30 to 16:00" (English; a Hindi page words it in its catalogue: "सोमवार से शनिवार, 09:30 से 16:00"). */
export function officeHoursText(hours: OfficeHours): string {
  return `${hours.days}, ${hours.opens} to ${hours.closes}`;
}

/**
 * "1,25,000": a whole number grouped the Indian way (thousands, then lakhs and crores), Latin
 * digits, as `toLocaleString('en-IN')` writes it. Written out because the browser's first
 * Intl call loads its ICU data (30-40 ms of a phone's main thread) for what is a few commas.
 */
export function indianNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/** "₹41,000" in both languages: the rupee sign, Indian digit grouping, Latin digits. */
export function rupees(amount: number): string {
  return `₹${indianNumber(amount)}`;
}
