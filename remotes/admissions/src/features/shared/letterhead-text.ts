import { SITE } from '@college/remote-kit';

/** The top of every printout: who issues it, where, and for which academic year. */
export const LETTERHEAD_TEXT = {
  name: SITE.name,
  address: SITE.address,
  year: `Admission A.Y. ${SITE.admission.year}`,
} as const;
