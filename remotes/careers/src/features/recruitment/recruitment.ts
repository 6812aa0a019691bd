import { useMemo } from 'react';
import { useCatalogue } from '@college/design-system';
import { recruitmentIn, useSite } from '@college/remote-kit';
import { formatIndianDate } from '@college/settings/dates';
import messages from './recruitment.messages.json';

/** The recruitment as the pages show it: from the college's settings in the page's language, dates as notices write them. */
export function useRecruitment() {
  const site = useSite();
  const { text, lang } = useCatalogue(messages);
  return useMemo(() => {
    const recruitment = recruitmentIn(lang);
    return {
      title: recruitment.title,
      opens: formatIndianDate(recruitment.opens),
      closes: formatIndianDate(recruitment.closes),
      interviewDate: formatIndianDate(recruitment.interview.date),
      interviewTime: recruitment.interview.time,
      /** Interviews are held at the college. */
      venue: `${site.name}, ${site.address}`,
      helplines: [
        { label: text('officeHelpline'), phone: site.helplines.admission },
        { label: text('technicalHelp'), phone: site.helplines.technical },
      ],
      email: site.email,
    };
  }, [site, text, lang]);
}

export type Recruitment = ReturnType<typeof useRecruitment>;
