import type { DateWindow } from '@college/settings';

export type AdmissionStatus = 'upcoming' | 'open' | 'closed';

/** Where `today` (YYYY-MM-DD) falls in a registration window; both end days count as open. */
export function admissionStatus(window: DateWindow, today: string): AdmissionStatus {
  if (today < window.opens) return 'upcoming';
  if (today > window.closes) return 'closed';
  return 'open';
}
