import { SITE } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';

const { recruitment } = SITE;

/** The recruitment as the pages show it: from the college's settings, dates as notices write them. */
export const RECRUITMENT = {
  title: recruitment.title,
  opens: formatIndianDate(recruitment.opens),
  closes: formatIndianDate(recruitment.closes),
  interviewDate: formatIndianDate(recruitment.interview.date),
  interviewTime: recruitment.interview.time,
  /** Interviews are held at the college. */
  venue: `${SITE.name}, ${SITE.address}`,
  helplines: [
    { label: 'Office helpline', phone: SITE.helplines.admission },
    { label: 'Technical help (online form)', phone: SITE.helplines.technical },
  ],
  email: SITE.email,
} as const;
